/** /exchange: give pending items, receive catalog items worth up to their value less the published fee. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { useFeatureCopy } from '../../lib/page-copy';
import { requestSignIn } from '../../lib/sign-in-request';
import { useSessionToken } from '../../api/user';
import { ExchangeDesk } from './ExchangeDesk';
import styles from './ExchangePage.module.css';

/** Skin exchange. */
export function ExchangePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('exchange', 'exchange', ['exchange', 'bolt', 'coin']);
  const signedIn = useSessionToken() !== null;
  return (
    <div className={styles.page} data-testid="exchange-page">
      <PageHeader title={copy.title} lead={copy.lead} eyebrow={copy.eyebrow} icon={copy.icon} />
      {signedIn ? (
        <ExchangeDesk />
      ) : (
        <EmptyState
          framed
          icon="lock"
          title={t('pages.exchange.signedOut.title')}
          text={t('pages.exchange.signedOut.text')}
          testId="exchange-signed-out"
          action={
            <Button icon="user" onClick={() => requestSignIn()}>
              {t('pages.exchange.signedOut.cta')}
            </Button>
          }
        />
      )}
      <FeatureGrid features={copy.features} icons={copy.featureIcons} />
    </div>
  );
}
