/** The provably fair screen: the scheme of FAIRNESS.md explained in prose, the exact roll function and the verifier. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { StepList } from '../../components/page/StepList';
import { BeaconSection } from './BeaconSection';
import { Verifier } from './Verifier';
import { usePageCopy } from '../../lib/page-copy';
import surface from '../../components/surface.module.css';
import styles from './ProvablyFairPage.module.css';

// The roll function as code: identifiers are not translated.
const ROLL_CODE = `roll(serverSeed, clientSeed, nonce, cursor) -> 1..100000

for k = 0, 1, 2, ...
  message = clientSeed + ":" + nonce + ":" + cursor   (+ ":" + k when k > 0)
  digest  = HMAC_SHA256(key = serverSeed, message)
  for i = 0..7
    v = uint32_be(digest[4i .. 4i+4])
    if v < 4294900000: return (v mod 100000) + 1`;

/** How fairness works. */
export function ProvablyFairPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('provablyFair');
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="shield" />
      <section className={`${surface.glow} ${styles.intro}`}>
        <h2>{t('pages.provablyFair.introTitle')}</h2>
        <p>{t('pages.provablyFair.intro')}</p>
      </section>
      <FeatureGrid
        heading={t('pages.provablyFair.seedsTitle')}
        features={t('pages.provablyFair.seeds', { returnObjects: true })}
        icons={['lock', 'user', 'hash']}
      />
      <section className={styles.split}>
        <div className={styles.prose}>
          <h2>{t('pages.provablyFair.rollTitle')}</h2>
          <p>{t('pages.provablyFair.roll')}</p>
          <h2>{t('pages.provablyFair.ticketsTitle')}</h2>
          <p>{t('pages.provablyFair.tickets')}</p>
        </div>
        <pre className={styles.code} translate="no">
          <code>{ROLL_CODE}</code>
        </pre>
      </section>
      <section className={styles.prose}>
        <h2>{t('pages.provablyFair.battlesTitle')}</h2>
        <p>{t('pages.provablyFair.battles')}</p>
      </section>
      <BeaconSection />
      <Verifier />
      <StepList
        heading={t('pages.provablyFair.verifyTitle')}
        steps={t('pages.provablyFair.verify', { returnObjects: true })}
      />
      <p className={styles.note}>
        <Icon name="lock" size={16} />
        {t('pages.provablyFair.failClosed')}
      </p>
    </div>
  );
}
