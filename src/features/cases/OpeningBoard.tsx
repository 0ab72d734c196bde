/**
 * What a case page shows under its open controls: the stage, the result once the reels land, the case's top drops,
 * the odds and fairness.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { SectionHeader } from '../../components/SectionHeader';
import type { CaseDetail } from '../../protocol/catalog';
import { CaseStage } from './CaseStage';
import { FairBox } from './FairBox';
import { OddsList } from './OddsList';
import { TopDrops } from './TopDrops';
import { WonItems } from './WonItems';
import type { useCaseOpening } from './use-case-opening';
import layout from '../../components/layout.module.css';
import styles from './OpeningBoard.module.css';

/**
 * Props of OpeningBoard: the case, its opening (useCaseOpening) and what comes after a result: Open again
 * (`onAgain`), or `instead` in its place (a daily case's cooldown); `cursor`/`how` as FairBox's.
 */
export interface OpeningBoardProps {
  detail: CaseDetail;
  opening: ReturnType<typeof useCaseOpening>;
  count: number;
  fastSpin: boolean;
  onAgain?: () => void;
  againDisabled?: boolean;
  instead?: ReactNode;
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
  instead,
  cursor,
  how,
}: OpeningBoardProps) {
  const { t } = useTranslation();
  const { run } = opening;
  const next =
    instead ??
    (onAgain && (
      <Button
        variant="secondary"
        icon="play"
        onClick={onAgain}
        disabled={againDisabled}
        data-testid="open-again"
      >
        {t('cases.won.again')}
      </Button>
    ));
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
          casePrice={detail.price}
          onSell={(l) => void opening.sellOne(l)}
          onKeep={opening.keepOne}
          onSellAll={(ids) => void opening.sellMany(ids)}
          next={next}
        />
      )}
      <TopDrops caseId={detail.id} fresh={run?.settled && !run.demo ? run.key : 0} />
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
