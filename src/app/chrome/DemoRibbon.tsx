/** A slim note under the header while the server runs demo providers (simulated sign-in or payments). */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useGetSiteInfoQuery } from '../../lib/meta-api';
import { demoRibbonKey } from './demo-ribbon';
import styles from './DemoRibbon.module.css';

/** Shows nothing until the server answers, and nothing when no demo provider is on. */
export function DemoRibbon() {
  const { t } = useTranslation();
  const { data } = useGetSiteInfoQuery();
  const key = demoRibbonKey(data?.demo);
  if (!key) return null;
  return (
    <div className={styles.ribbon} role="note" data-testid="demo-ribbon">
      <Icon name="info" size={14} className={styles.icon} aria-hidden="true" />
      <span>{t(key)}</span>
    </div>
  );
}
