/** The demo ribbon's note: a slim line under the header naming what this server simulates. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { SiteDemo } from '../../protocol/meta';
import { demoRibbonKey } from './demo-ribbon';
import styles from './DemoRibbonNote.module.css';

/** Nothing when no demo provider is on. */
export function DemoRibbonNote({ demo }: { demo: SiteDemo | undefined }) {
  const { t } = useTranslation();
  const key = demoRibbonKey(demo);
  if (!key) return null;
  return (
    <div className={styles.ribbon} role="note" data-testid="demo-ribbon">
      <Icon name="info" size={14} className={styles.icon} aria-hidden="true" />
      <span>{t(key)}</span>
    </div>
  );
}
