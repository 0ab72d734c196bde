/** The FAQ screen: questions as an accordion. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import styles from './FaqPage.module.css';

/** Frequently asked questions. */
export function FaqPage() {
  const { t } = useTranslation();
  const items = t('pages.faq.items', { returnObjects: true });
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('meta.faq.title')}
        lead={t('meta.faq.description')}
        eyebrow={t('pages.faq.eyebrow')}
        icon="info"
      />
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
