/** The my-cases screen (home layout, starts fresh on every visit). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './MyCasesPage.module.css';

/** The player's pinned, created and favourite cases. */
export function MyCasesPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.myCases.title')}
      lead={t('meta.myCases.description')}
      eyebrow={t('pages.myCases.eyebrow')}
      icon="box"
      features={t('pages.myCases.features', { returnObjects: true })}
      featureIcons={['star', 'sparkles', 'chart']}
      preview={
        <div className={styles.empty}>
          <div className={styles.art}>
            <CaseArt rank={6} size={120} />
          </div>
          <h2>{t('pages.myCases.emptyTitle')}</h2>
          <p>{t('pages.myCases.emptyText')}</p>
          <ButtonLink to="/cases/fun" icon="box">
            {t('pages.myCases.browse')}
          </ButtonLink>
        </div>
      }
    />
  );
}
