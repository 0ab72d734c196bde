/** /exchange: give pending items, receive catalog items worth up to their value less the published fee. */
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { useFeatureCopy } from '../../lib/page-copy';
import { useSessionToken } from '../../api/user';
import { ExchangeDesk } from './ExchangeDesk';
import desk from '../../components/desk.module.css';
import { SignInPrompt } from '../../components/SignInPrompt';

/** Skin exchange. */
export function ExchangePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('exchange', 'exchange', ['exchange', 'bolt', 'coin']);
  const signedIn = useSessionToken() !== null;
  return (
    <div className={desk.page} data-testid="exchange-page">
      <PageHeader title={copy.title} lead={copy.lead} eyebrow={copy.eyebrow} icon={copy.icon} />
      {signedIn ? (
        <ExchangeDesk />
      ) : (
        <SignInPrompt
          title={t('pages.exchange.signedOut.title')}
          text={t('pages.exchange.signedOut.text')}
          cta={t('pages.exchange.signedOut.cta')}
          testId="exchange-signed-out"
        />
      )}
      <FeatureGrid features={copy.features} icons={copy.featureIcons} />
    </div>
  );
}
