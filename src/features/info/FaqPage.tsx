/** The FAQ screen: questions as an accordion. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { usePageCopy } from '../../lib/page-copy';
import styles from './FaqPage.module.css';

/** Frequently asked questions. */
export function FaqPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('faq');
  const items = t('pages.faq.items', { returnObjects: true });
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="info" />
      <div className={styles.list}>
        {items.map((item, i) => (
          <details key={item.q} className={styles.item} open={i === 0}>
            <summary className={styles.q}>
              <span>{item.q}</span>
              <Icon name="chevronDown" size={18} className={styles.chevron} />
            </summary>
            <p className={styles.a}>{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
