/** The fun cases screen. */
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { CaseCatalog } from './CaseCatalog';

/** Fun cases. */
export function FunCasesPage() {
  const copy = useFeatureCopy('funCases', 'sparkles', ['coin', 'sparkles', 'shield']);
  return <FeaturePage {...copy} previewLabel={undefined} preview={<CaseCatalog type="fun" />} />;
}
