/** Version 2 on /provably-fair: why the public beacon, what it changes, how to check it, and the chain in use. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { Stat, StatGroup } from '../../components/Stat';
import { isPinnedQuicknet } from '../../domain/beacon-trust';
import { useGetBeaconInfoQuery } from '../../api/beacon';
import { useIntlLocale } from '../../lib/use-locale';
import facts from '../../components/facts.module.css';
import styles from './ProvablyFairPage.module.css';

/**
 * The chain the server seals battles with (GET /v1/beacon/info). Whether it is public comes from the pinned quicknet
 * constants, never from the served `source`: a chain that is not exactly quicknet is the operator's own.
 */
function ChainPanel() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data: c, isError } = useGetBeaconInfoQuery();
  if (isError) return <p className={styles.chainError}>{t('fairness.chain.error')}</p>;
  if (!c) return <Spinner />;
  const local = !isPinnedQuicknet(c);
  const genesis = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'long' }).format(
    c.genesis * 1000,
  );
  return (
    <Panel as="section" testId="beacon-chain" className={styles.chain}>
      <h3>
        {t('fairness.chain.title')}{' '}
        <Badge
          tone={local ? 'warning' : 'success'}
          data-testid="beacon-source"
          data-source={local ? 'local' : 'drand'}
        >
          {local ? t('fairness.chain.sourceOperator') : t('fairness.chain.sourceDrand')}
        </Badge>
      </h3>
      <StatGroup min={180}>
        <Stat label={t('fairness.chain.genesis')} value={genesis} />
        <Stat label={t('fairness.chain.period')} value={t('common.countdown.seconds', { count: c.period })} />
      </StatGroup>
      <dl className={facts.facts}>
        <dt>{t('fairness.chain.hash')}</dt>
        <dd translate="no" data-testid="beacon-chain-hash">
          {c.chain}
        </dd>
        <dt>{t('fairness.chain.publicKey')}</dt>
        <dd translate="no">{c.publicKey}</dd>
        <dt>{t('fairness.chain.scheme')}</dt>
        <dd translate="no">{c.scheme}</dd>
      </dl>
      {local && (
        <p className={styles.warn} data-testid="beacon-local-note">
          <Icon name="lock" size={16} />
          {t('fairness.chain.localNote')}
        </p>
      )}
    </Panel>
  );
}

/** The version-2 section. */
export function BeaconSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.split} id="version-2" data-testid="fairness-v2">
      <div className={styles.prose}>
        <h2>{t('fairness.v2.title')}</h2>
        <h3>{t('fairness.v2.whyTitle')}</h3>
        <p>{t('fairness.v2.why')}</p>
        <h3>{t('fairness.v2.whatTitle')}</h3>
        <p>{t('fairness.v2.what')}</p>
        <h3>{t('fairness.v2.howTitle')}</h3>
        <p>{t('fairness.v2.how')}</p>
        <p>{t('fairness.v2.version1')}</p>
      </div>
      <ChainPanel />
    </section>
  );
}
