/** The upgrade screen with a working chance slider preview. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { UpgradeWidget } from './UpgradeWidget';
import { useFeatureCopy } from '../../lib/page-copy';

/** Upgrade a skin. */
export function UpgradePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('upgrade');
  return (
    <FeaturePage
      {...copy}
      icon="upgrade"
      featureIcons={['chart', 'dice', 'shield']}
      previewLabel={t('common.preview')}
      preview={<UpgradeWidget />}
    />
  );
}
