/**
 * The staff's site banner at the top of every page (server/services/liveops/banner.ts): info or warning, in the
 * reader's language (English where staff wrote none), dismissable for the tab's session. Nothing while none is live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSiteBannerQuery } from '../../api/meta';
import { Icon } from '../../components/Icon';
import { bannerText, dismissBanner, isBannerDismissed } from './site-banner';
import styles from './SiteBanner.module.css';

/** Asked again every minute, so a banner posted while a page is open reaches it. */
const POLL_MS = 60_000;

export function SiteBanner() {
  const { t, i18n } = useTranslation();
  const { data: banner } = useGetSiteBannerQuery(undefined, { pollingInterval: POLL_MS });
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!banner || dismissed === banner.id || isBannerDismissed(banner.id)) return null;
  const warning = banner.kind === 'warning';
  return (
    <div
      className={`${styles.banner} ${warning ? styles.warning : styles.info}`}
      role={warning ? 'alert' : 'status'}
      aria-label={t(warning ? 'siteBanner.warning' : 'siteBanner.info')}
      data-testid="site-banner"
      data-kind={banner.kind}
    >
      <Icon name={warning ? 'alert' : 'info'} size={16} className={styles.icon} aria-hidden="true" />
      <p className={styles.text} lang={banner.messages[i18n.language] ? i18n.language : 'en'}>
        {bannerText(banner, i18n.language)}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('siteBanner.dismiss')}
        title={t('siteBanner.dismiss')}
        onClick={() => {
          dismissBanner(banner.id);
          setDismissed(banner.id);
        }}
      >
        <Icon name="close" size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
