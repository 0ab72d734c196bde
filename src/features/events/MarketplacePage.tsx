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

// Sample offers priced in event tickets.
function Offers() {
  const { t } = useTranslation();
  const names = t('cases.names', { returnObjects: true });
  return (
    <CaseGrid>
      {OFFERS.map((o, i) => (
        <CaseTile key={i} rank={o.rank} name={names[i].name} tag={names[i].tag} price={`★ ${o.tickets}`} />
      ))}
    </CaseGrid>
  );
}

/** Spend event tickets. */
export function MarketplacePage() {
  const copy = useFeatureCopy('marketplace', 'store', ['exchange', 'clock', 'user']);
  return <FeaturePage {...copy} preview={<Offers />} />;
}
