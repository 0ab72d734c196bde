/** The provably-fair facts of the last real opening: server seed hash, client seed, nonce and cursors. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { caseCursor } from '../../domain/case-opening';
import type { Opening } from '../../protocol/catalog';
import facts from '../../components/facts.module.css';
import styles from './FairBox.module.css';

/** The fairness box; before any real opening it explains what will be shown. */
export function FairBox({
  opening,
  cursor = caseCursor,
  how,
}: {
  opening: Opening | null;
  /** The roll cursor of result i (`case:i`; a daily case rolls `daily`). */
  cursor?: (index: number) => string;
  /** Replaces the how-to text (translated). */
  how?: string;
}) {
  const { t } = useTranslation();
  return (
    <aside className={styles.box} data-testid="fair-box">
      <h2 className={styles.h2}>
        <Icon name="shield" size={18} />
        {t('cases.fair.title')}
      </h2>
      {opening ? (
        <dl className={`${facts.labels} ${styles.list}`}>
          <dt>{t('cases.fair.serverSeedHash')}</dt>
          <dd className={styles.mono} data-testid="fair-hash">
            {opening.serverSeedHash}
          </dd>
          <dt>{t('cases.fair.clientSeed')}</dt>
          <dd className={styles.mono}>{opening.clientSeed}</dd>
          <dt>{t('cases.fair.nonce')}</dt>
          <dd className={styles.mono} data-testid="fair-nonce">
            {opening.nonce}
          </dd>
          <dt>{t('cases.fair.rolls')}</dt>
          <dd className={styles.mono}>
            {opening.results.map((r) => `${cursor(r.index)} → ${r.roll}`).join(' · ')}
          </dd>
        </dl>
      ) : (
        <p className={styles.text}>{t('cases.fair.before')}</p>
      )}
      <p className={styles.text}>{how ?? t('cases.fair.how')}</p>
      <ButtonLink to="/provably-fair" variant="secondary" size="sm" icon="shield">
        {t('cases.fair.verify')}
      </ButtonLink>
    </aside>
  );
}
