/** Beside the arena: viewers, the battle's seeds (hash before, seed after) and the share / template actions. */
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button, ButtonLink } from '../../components/Button';
import { showToast } from '../../components/toast/toast-actions';
import { Panel } from '../../components/Panel';
import { formatCount } from '../../domain/format';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import { useGetBattleViewersQuery, useSaveTemplateMutation } from '../../api/battle';
import { useErrorToast } from './battle-hooks';
import type { BattleDetail } from './battle-types';
import facts from '../../components/facts.module.css';
import styles from './BattleSidebar.module.css';
import { invitePath } from '../../lib/battle-invites';
import { PlayAgain } from './PlayAgain';

/** The viewers strip: count and up to eight avatars. */
export function BattleViewers({ id }: { id: string }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data } = useGetBattleViewersQuery(id);
  const count = data?.count ?? 0;
  return (
    <div className={styles.viewers} data-testid="battle-viewers">
      <span className={styles.eye}>●</span>
      <span>{t('battles.view.viewers', { count, formatted: formatCount(count, intl) })}</span>
      <span className={styles.faces}>
        {(data?.list ?? []).slice(0, 8).map((v) => (
          <img key={v.userID} src={v.avatar} alt={v.nickname} title={v.nickname} width={24} height={24} />
        ))}
      </span>
    </div>
  );
}

/** The seeds panel and actions. */
export function BattleSidebar({ battle, signedIn }: { battle: BattleDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const localize = useLocalePath();
  const fail = useErrorToast();
  const [save, saving] = useSaveTemplateMutation();
  const finished = battle.status === 'finished';
  // A private battle is shared by its invite link (only its players get the token); a public one by its page.
  const invite = battle.inviteToken;
  const copy = async () => {
    try {
      const path = invite ? invitePath(battle.id, invite) : `/battles/view/${battle.id}`;
      await navigator.clipboard.writeText(location.origin + localize(path));
      const copied = invite ? t('battles.view.inviteCopied') : t('battles.view.linkCopied');
      showToast(dispatch, { kind: 'success', message: { text: copied } });
    } catch {
      showToast(dispatch, { kind: 'error', message: { text: t('battles.errors.generic') } });
    }
  };
  const onSave = () =>
    save(battle.id)
      .unwrap()
      .then(
        () => showToast(dispatch, { kind: 'success', message: { text: t('battles.view.templateSaved') } }),
        fail,
      );
  return (
    <aside className={styles.side}>
      <Panel as="section" className={styles.panel} testId="battle-fairness">
        <h3>{t('battles.view.fairness')}</h3>
        <dl className={facts.facts}>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd translate="no">{battle.serverSeedHash}</dd>
          {battle.clientSeed && (
            <>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd translate="no">{battle.clientSeed}</dd>
            </>
          )}
          <dt>{t('fairness.nonce')}</dt>
          <dd translate="no">{battle.nonce}</dd>
          {battle.beacon && (
            <>
              <dt>{t('battles.view.beaconRound')}</dt>
              <dd translate="no" data-testid="battle-beacon-round">
                {battle.beacon.round}
              </dd>
              {battle.beacon.randomness && (
                <>
                  <dt>{t('battles.view.beaconRandomness')}</dt>
                  <dd translate="no">{battle.beacon.randomness}</dd>
                </>
              )}
            </>
          )}
          {battle.serverSeed && (
            <>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd translate="no" data-testid="battle-server-seed">
                {battle.serverSeed}
              </dd>
            </>
          )}
        </dl>
        {finished && battle.serverSeed ? (
          <ButtonLink
            to={`/provably-fair?battle=${encodeURIComponent(battle.id)}`}
            size="sm"
            variant="secondary"
            icon="shield"
            block
          >
            {t('battles.view.verify')}
          </ButtonLink>
        ) : (
          <p className={styles.hint}>{t('battles.view.seedHidden')}</p>
        )}
      </Panel>
      <Panel as="section" className={styles.panel}>
        <div className={styles.buttons}>
          <Button
            size="sm"
            variant="secondary"
            icon="external"
            onClick={copy}
            data-testid={invite ? 'copy-invite' : 'copy-link'}
          >
            {invite ? t('battles.view.copyInvite') : t('battles.view.copyLink')}
          </Button>
          <ButtonLink to={`/battles/view/${battle.id}/stream`} size="sm" variant="secondary" icon="play">
            {t('streamer.open')}
          </ButtonLink>
          {signedIn && (
            <>
              <Button
                size="sm"
                variant="ghost"
                icon="star"
                disabled={saving.isLoading}
                onClick={onSave}
                data-testid="save-template"
              >
                {t('battles.view.saveTemplate')}
              </Button>
              <PlayAgain battle={battle} />
            </>
          )}
        </div>
      </Panel>
    </aside>
  );
}
