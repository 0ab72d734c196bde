/** The upgrade screen with a working chance slider preview. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { UpgradeWidget } from './UpgradeWidget';

/** Upgrade a skin. */
export function UpgradePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('upgrade', 'upgrade', ['chart', 'dice', 'shield']);
  return <FeaturePage notOpenYet={t('common.notOpenYet')} {...copy} preview={<UpgradeWidget />} />;
}
