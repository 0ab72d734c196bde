/** The event marketplace screen. */
import { useTranslation } from 'react-i18next';
import type { RarityRank } from '../../components/CaseArt';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile } from '../../components/CaseTile';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';

const OFFERS: { rank: RarityRank; tickets: number }[] = [
  { rank: 5, tickets: 150 },
  { rank: 4, tickets: 400 },
  { rank: 3, tickets: 1200 },
  { rank: 2, tickets: 3500 },
];

/** Spend event tickets. */
export function MarketplacePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('marketplace');
  const names = t('cases.names', { returnObjects: true });
  return (
    <FeaturePage
      {...copy}
      icon="store"
      featureIcons={['exchange', 'clock', 'user']}
      previewLabel={t('common.preview')}
      preview={
        <CaseGrid>
          {OFFERS.map((o, i) => (
            <CaseTile
              key={i}
              rank={o.rank}
              name={names[i].name}
              tag={names[i].tag}
              price={`★ ${o.tickets}`}
            />
          ))}
        </CaseGrid>
      }
    />
  );
}
