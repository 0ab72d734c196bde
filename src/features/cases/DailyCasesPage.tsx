/** The daily cases screen (starts fresh on every visit). */
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { CaseCatalog } from './CaseCatalog';

/** Free daily cases unlocked by level. */
export function DailyCasesPage() {
  const copy = useFeatureCopy('dailyCases', 'gift', ['clock', 'upgrade', 'gift']);
  return <FeaturePage {...copy} previewLabel={undefined} preview={<CaseCatalog type="daily" />} />;
}
