/** /upgrade: put pending items (and coins) in for a chance at a dearer skin, shown on the arena's gauge. */
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { useFeatureCopy } from '../../lib/page-copy';
import { UpgradeDesk } from './UpgradeDesk';
import desk from '../../components/desk.module.css';

/** Upgrade a skin. */
export function UpgradePage() {
  const copy = useFeatureCopy('upgrade', 'upgrade', ['chart', 'dice', 'shield']);
  return (
    <div className={desk.page} data-testid="upgrade-page">
      <PageHeader title={copy.title} lead={copy.lead} eyebrow={copy.eyebrow} icon={copy.icon} />
      <UpgradeDesk />
      <FeatureGrid features={copy.features} icons={copy.featureIcons} />
    </div>
  );
}
