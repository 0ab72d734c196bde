/** What a case page shows under its open controls: the stage, the won items once it settles, the odds and fairness. */
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../components/SectionHeader';
import type { CaseDetail } from '../../protocol/catalog';
import { CaseStage } from './CaseStage';
import { FairBox } from './FairBox';
import { OddsList } from './OddsList';
import { WonItems } from './WonItems';
import type { useCaseOpening } from './use-case-opening';
import layout from '../../components/layout.module.css';
import styles from './OpeningBoard.module.css';

/** Props of OpeningBoard: the case, its opening (useCaseOpening) and what "again" does; `cursor`/`how` as FairBox's. */
export interface OpeningBoardProps {
  detail: CaseDetail;
  opening: ReturnType<typeof useCaseOpening>;
  count: number;
  fastSpin: boolean;
  onAgain: () => void;
  againDisabled: boolean;
  cursor?: (index: number) => string;
  how?: string;
}

/** The stage, the won items, the odds table and the fairness box of one case page. */
export function OpeningBoard({
  detail,
  opening,
  count,
  fastSpin,
  onAgain,
  againDisabled,
  cursor,
  how,
}: OpeningBoardProps) {
  const { t } = useTranslation();
  const { run } = opening;
  return (
    <>
      <CaseStage
        detail={detail}
        run={run}
        count={count}
        fastSpin={fastSpin}
        onEvent={opening.onArenaEvent}
        onStall={opening.settle}
      />
      {run?.settled && (
        <WonItems
          run={run}
          onSell={(l) => void opening.sellOne(l)}
          onKeep={opening.keepOne}
          onAgain={onAgain}
          againDisabled={againDisabled}
        />
      )}
      <div className={layout.split}>
        <section className={styles.odds}>
          <SectionHeader title={t('cases.odds.title')} text={t('cases.odds.text')} />
          <OddsList rows={detail.odds.rows} />
        </section>
        <FairBox opening={run?.opening ?? null} cursor={cursor} how={how} />
      </div>
    </>
  );
}
