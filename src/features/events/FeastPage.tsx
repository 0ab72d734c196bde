/** The Feast event screen. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile } from '../../components/CaseTile';
import type { RarityRank } from '../../components/CaseArt';
import { useFeatureCopy } from '../../lib/page-copy';

const EVENT_CASES: RarityRank[] = [3, 2, 1, 4];

/** The seasonal event. */
export function FeastPage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('feast');
  const names = t('cases.names', { returnObjects: true });
  return (
    <FeaturePage
      {...copy}
      icon="flame"
      featureIcons={['star', 'box', 'trophy']}
      previewLabel={t('common.preview')}
      preview={
        <CaseGrid>
          {EVENT_CASES.map((rank, i) => (
            <CaseTile
              key={i}
              rank={rank}
              name={names[i + 2].name}
              tag={names[i + 2].tag}
              locked={t('layout.eventTickets')}
            />
          ))}
        </CaseGrid>
      }
    />
  );
}
