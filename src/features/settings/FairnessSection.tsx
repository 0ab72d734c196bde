/** Provably fair: the current seed pair, changing the client seed, rotating, and the revealed pairs. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useIntlLocale } from '../../lib/use-locale';
import { useChangeSeedMutation, useGetSeedQuery } from '../../api/roll';
import { isValidClientSeed } from '../../domain/fairness';
import own from './FairnessSection.module.css';
import styles from './SettingsDialog.module.css';

/** The provably fair section. */
export function FairnessSection() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const seed = useGetSeedQuery();
  const [change, { isLoading }] = useChangeSeedMutation();
  const [next, setNext] = useState('');
  const [failed, setFailed] = useState(false);
  const invalid = next !== '' && !isValidClientSeed(next);

  const run = async (clientSeed: string | null) => {
    setFailed(false);
    try {
      await change(clientSeed).unwrap();
      setNext('');
    } catch {
      setFailed(true);
    }
  };

  if (seed.isLoading) return <Spinner />;
  const d = seed.data;
  return (
    <div className={styles.section} data-testid="fairness-section">
      <p className={styles.lead}>{t('settings.fair.lead')}</p>
      <dl className={own.facts}>
        <div>
          <dt>{t('settings.fair.clientSeed')}</dt>
          <dd data-testid="client-seed">{d?.clientSeed.seed ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('settings.fair.serverHash')}</dt>
          <dd>{d?.serverSeedHash ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('settings.fair.nonce')}</dt>
          <dd>{d?.nonce ?? '—'}</dd>
        </div>
      </dl>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(e) => (e.preventDefault(), !invalid && next && void run(next))}
      >
        <Field
          label={t('settings.fair.newSeed')}
          className={styles.field}
          inputClassName={styles.input}
          value={next}
          maxLength={64}
          error={invalid ? t('settings.fair.invalidSeed') : undefined}
          onChange={(e) => setNext(e.target.value)}
          data-testid="new-client-seed"
        />
        <Button type="submit" disabled={isLoading || next === '' || invalid} data-testid="change-seed">
          {t('settings.fair.change')}
        </Button>
      </form>
      <div className={styles.actionsRow}>
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() => void run(null)}
          data-testid="rotate-seed"
        >
          {t('settings.fair.rotate')}
        </Button>
        <span className={styles.muted}>{t('settings.fair.rotateHint')}</span>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t('settings.fair.failed')}
        </p>
      )}
      <h4 className={styles.subhead}>{t('settings.fair.revealed')}</h4>
      {d && d.revealed.length > 0 ? (
        <ul className={own.pairs}>
          {d.revealed.map((p) => (
            <li key={p.serverSeedHash}>
              <span className={styles.muted}>{new Date(p.revealedAt).toLocaleString(intl)}</span>
              <code title={t('settings.fair.serverSeed')}>{p.serverSeed}</code>
              <span>
                {t('settings.fair.clientSeed')}: <code>{p.clientSeed}</code> · {t('settings.fair.nonce')}:{' '}
                {p.lastNonce}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('settings.fair.noneRevealed')}</p>
      )}
    </div>
  );
}
