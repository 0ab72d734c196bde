/** The upgrade screen with a working chance slider preview. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { UpgradeWidget } from './UpgradeWidget';

/** Upgrade a skin. */
export function UpgradePage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.upgrade.title')}
      lead={t('meta.upgrade.description')}
      eyebrow={t('pages.upgrade.eyebrow')}
      icon="upgrade"
      features={t('pages.upgrade.features', { returnObjects: true })}
      featureIcons={['chart', 'dice', 'shield']}
      previewLabel={t('common.preview')}
      preview={<UpgradeWidget />}
    />
  );
}
