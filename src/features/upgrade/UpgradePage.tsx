/** The upgrade screen with a working chance slider preview. */
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { UpgradeWidget } from './UpgradeWidget';

/** Upgrade a skin. */
export function UpgradePage() {
  const copy = useFeatureCopy('upgrade', 'upgrade', ['chart', 'dice', 'shield']);
  return <FeaturePage {...copy} preview={<UpgradeWidget />} />;
}
