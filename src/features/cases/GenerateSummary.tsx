/**
 * The generator's side column: the art the case will get, its name (checked as the server checks it), who can
 * find it, its price and return from the server's own pricing rule, the creator's share, and Create.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Stat, StatGroup } from '../../components/Stat';
import { checkCaseName, CASE_NAME_PUNCTUATION } from '../../domain/case-name';
import { creatorShare } from '../../domain/player-cases';
import { artPreviewUrl } from '../../api/player-case';
import { useSettled } from '../../lib/use-settled';
import { useIntlLocale } from '../../lib/use-locale';
import { PLAYER_CASE_NAME_MAX, PLAYER_CASE_NAME_MIN } from '../../domain/player-cases';
import type { CaseVisibility } from '../../protocol/player-case';
import type { DraftRow, DraftState } from './generate-model';
import { generateErrorKey } from './generate-errors';
import styles from './GenerateCasePage.module.css';

// The art follows the name once typing settles, not on every key.
const ART_DELAY_MS = 300;

/** Props of GenerateSummary. */
export interface GenerateSummaryProps {
  rows: readonly DraftRow[];
  state: DraftState;
  name: string;
  onName: (name: string) => void;
  visibility: CaseVisibility;
  onVisibility: (v: CaseVisibility) => void;
  signedIn: boolean;
  busy: boolean;
  /** The server's refusal code of the last try, if any. */
  failure: string | null;
  onCreate: () => void;
  onSignIn: () => void;
}

/** The side column. */
export function GenerateSummary(p: GenerateSummaryProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const verdict = checkCaseName(p.name);
  const nameError = p.name.trim() !== '' && !verdict.ok ? t(generateErrorKey(verdict.problem)) : undefined;
  const rarest = p.rows.length ? Math.min(...p.rows.map((r) => r.item.rarity)) : 7;
  const art = useSettled(artPreviewUrl(p.name.trim(), rarest), ART_DELAY_MS);
  const ready = verdict.ok && p.state.problem === null;
  const percent = new Intl.NumberFormat(intl, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const blocker = !verdict.ok
    ? t(generateErrorKey(verdict.problem))
    : p.state.problem
      ? t(generateErrorKey(p.state.problem))
      : null;
  return (
    <Panel as="aside" large className={styles.summary} testId="generate-summary">
      <img
        className={styles.art}
        src={art}
        alt={t('pages.generateCase.artAlt')}
        width={200}
        height={200}
        data-testid="generate-art"
      />
      <Field
        label={t('pages.generateCase.nameLabel')}
        labelAside={`${Array.from(p.name.trim()).length}/${PLAYER_CASE_NAME_MAX}`}
        placeholder={t('pages.generateCase.namePlaceholder')}
        value={p.name}
        maxLength={PLAYER_CASE_NAME_MAX * 2}
        onChange={(e) => p.onName(e.target.value)}
        hint={t('pages.generateCase.nameHint', {
          min: PLAYER_CASE_NAME_MIN,
          max: PLAYER_CASE_NAME_MAX,
          punctuation: [...CASE_NAME_PUNCTUATION].join(' '),
        })}
        error={nameError}
        errorTestId="generate-name-note"
        data-testid="generate-name"
      />
      <div className={styles.visibility}>
        <span className={styles.label}>{t('pages.generateCase.visibility')}</span>
        <SegmentedControl<CaseVisibility>
          label={t('pages.generateCase.visibility')}
          value={p.visibility}
          onChange={p.onVisibility}
          options={[
            { value: 'public', label: t('pages.generateCase.public'), testId: 'generate-public' },
            { value: 'unlisted', label: t('pages.generateCase.unlisted'), testId: 'generate-unlisted' },
          ]}
        />
        <small>
          {t(p.visibility === 'public' ? 'pages.generateCase.publicHint' : 'pages.generateCase.unlistedHint')}
        </small>
      </div>
      <StatGroup columns={2} testId="generate-numbers">
        <Stat
          variant="box"
          label={t('pages.generateCase.price')}
          value={p.state.price === null ? '—' : <Price cents={p.state.price} />}
          valueTestId="generate-price"
        />
        <Stat
          variant="box"
          label={t('pages.generateCase.return')}
          value={p.state.price && p.state.ev !== null ? percent.format(p.state.ev / p.state.price) : '—'}
          valueTestId="generate-return"
        />
        <Stat
          variant="box"
          label={t('pages.generateCase.ev')}
          value={p.state.ev === null ? '—' : <Price cents={Math.round(p.state.ev)} />}
        />
        <Stat
          variant="box"
          label={t('pages.generateCase.share')}
          value={p.state.price === null ? '—' : <Price cents={creatorShare(p.state.price)} />}
          valueTestId="generate-share"
        />
      </StatGroup>
      <p className={styles.note}>{t('pages.generateCase.priceNote')}</p>
      {p.failure && (
        <p className={styles.error} role="alert" data-testid="generate-error">
          {t(generateErrorKey(p.failure))}
        </p>
      )}
      {p.signedIn ? (
        <Button
          size="lg"
          block
          icon="sparkles"
          disabled={!ready || p.busy}
          onClick={p.onCreate}
          data-testid="generate-create"
        >
          {p.busy ? t('pages.generateCase.creating') : t('pages.generateCase.create')}
        </Button>
      ) : (
        <Button size="lg" block icon="user" onClick={p.onSignIn} data-testid="generate-sign-in">
          {t('pages.generateCase.signIn')}
        </Button>
      )}
      {p.signedIn && blocker && p.rows.length > 0 && (
        <p className={styles.note} data-testid="generate-blocker">
          {blocker}
        </p>
      )}
      <p className={styles.note}>{t('pages.generateCase.shareNote')}</p>
    </Panel>
  );
}
