/**
 * The case generator (immersive layout): pick 2..20 catalog skins, share 100% between them, name the case and
 * choose who can find it; the price and return follow live from the rule the server prices with; Create makes it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { ItemPicker } from '../../components/item-picker/ItemPicker';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { SectionHeader } from '../../components/SectionHeader';
import { SplitLayout } from '../../components/SplitLayout';
import { showToast } from '../../components/toast/toast-actions';
import { apiError } from '../../api/error';
import { usePageCopy } from '../../lib/page-copy';
import { useCreatePlayerCaseMutation } from '../../api/player-case';
import { requestSignIn } from '../../lib/sign-in-request';
import type { CaseVisibility, PlayerCaseDetail } from '../../protocol/player-case';
import { PLAYER_CASE_MAX_ITEMS } from '../../domain/player-cases';
import { useGenerateDraft } from './generate-draft';
import { draftState, parsePercent } from './generate-model';
import { GenerateContents } from './GenerateContents';
import { GenerateCreated } from './GenerateCreated';
import { GenerateSummary } from './GenerateSummary';
import { useSignedIn } from './use-signed-in';
import styles from './GenerateCasePage.module.css';

/** Build your own case. */
export function GenerateCasePage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const copy = usePageCopy('generateCase');
  const signedIn = useSignedIn();
  const draft = useGenerateDraft();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<CaseVisibility>('public');
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<PlayerCaseDetail | null>(null);
  const [create, creating] = useCreatePlayerCaseMutation();
  const state = draftState(draft.rows);

  const pick = (item: Parameters<typeof draft.toggle>[0]) => {
    setFailure(null);
    if (!draft.toggle(item))
      showToast(dispatch, {
        kind: 'info',
        message: { text: t('pages.generateCase.full', { max: PLAYER_CASE_MAX_ITEMS }) },
      });
  };
  const submit = () => {
    setFailure(null);
    create({
      name,
      visibility,
      items: draft.rows.map((r) => ({ itemID: r.item.id, chance: parsePercent(r.text) ?? 0 })),
    })
      .unwrap()
      .then(setMade, (err: unknown) => setFailure(apiError(err).code ?? 'generic'));
  };
  const another = () => {
    setMade(null);
    setName('');
    draft.reset();
  };

  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="sparkles" />
      {made ? (
        <GenerateCreated made={made} onAnother={another} />
      ) : (
        <SplitLayout side={360} stackAt={1100}>
          <div className={styles.main}>
            <GenerateContents draft={draft} state={state} />
            <Panel as="section" large>
              <SectionHeader
                title={t('pages.generateCase.pickerTitle')}
                text={t('pages.generateCase.pickerText')}
              />
              <ItemPicker
                onPick={pick}
                selected={draft.rows.map((r) => r.item.id)}
                sort="price_desc"
                testId="generate-picker"
              />
            </Panel>
          </div>
          <GenerateSummary
            rows={draft.rows}
            state={state}
            name={name}
            onName={(n) => {
              setFailure(null);
              setName(n);
            }}
            visibility={visibility}
            onVisibility={setVisibility}
            signedIn={signedIn}
            busy={creating.isLoading}
            failure={failure}
            onCreate={submit}
            onSignIn={requestSignIn}
          />
        </SplitLayout>
      )}
    </div>
  );
}
