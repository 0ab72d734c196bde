/** The Feast event screen. */
import { useTranslation } from 'react-i18next';
import type { RarityRank } from '../../components/CaseArt';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile } from '../../components/CaseTile';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';

const EVENT_CASES: RarityRank[] = [3, 2, 1, 4];

// Sample event cases, locked behind event tickets.
function EventCases() {
  const { t } = useTranslation();
  const names = t('cases.names', { returnObjects: true });
  return (
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
  );
}

/** The seasonal event. */
export function FeastPage() {
  const copy = useFeatureCopy('feast', 'flame', ['star', 'box', 'trophy']);
  return <FeaturePage {...copy} preview={<EventCases />} />;
}
