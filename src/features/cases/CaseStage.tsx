/** The stage: a still preview of the case's items before the first spin, then the arena with 1 to 5 strips. */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardRank, LazyArenaCanvas, type ArenaEvent } from '../../arena';
import { Spinner } from '../../components/Spinner';
import { stageHeight } from './case-model';
import type { CaseDetail } from '../../protocol/catalog';
import type { Run } from './use-case-opening';
import surface from '../../components/surface.module.css';
import styles from './CaseStage.module.css';

/** Props of CaseStage. */
export interface CaseStageProps {
  detail: CaseDetail;
  run: Run | null;
  count: number;
  fastSpin: boolean;
  onEvent: (e: ArenaEvent) => void;
  /** Called when the arena has not reported a result long after the spin should have ended. */
  onStall: () => void;
}

const STALL_MS = 20_000;
// How far the stage keeps from the bottom edge (and three times that from the top, under the sticky header).
const VIEW_MARGIN_PX = 32;

/** The preview strip or the arena. */
export function CaseStage({ detail, run, count, fastSpin, onEvent, onStall }: CaseStageProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1000);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || 1000);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const strips = run ? run.show.results.length : count;
  const height = stageHeight(strips, width);
  const runKey = run?.key;
  const settled = run?.settled;
  useEffect(() => {
    // A new spin brings the whole stage into view, clear of the sticky header and the screen's bottom edge (on
    // phones the controls sit above it and it would spin half off the screen).
    const el = box.current;
    if (runKey === undefined || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top < VIEW_MARGIN_PX * 3 || r.bottom > window.innerHeight - VIEW_MARGIN_PX)
      el.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [runKey]);
  useEffect(() => {
    if (runKey === undefined || settled) return;
    const timer = setTimeout(onStall, STALL_MS);
    return () => clearTimeout(timer);
  }, [runKey, settled, onStall]);

  const preview = [...detail.odds.rows].sort(
    (a, b) => a.item.rarity - b.item.rarity || b.item.price - a.item.price,
  );
  return (
    <section
      className={`${surface.glow} ${surface.raised} ${styles.stage}`}
      ref={box}
      aria-label={t('cases.open.stageLabel')}
      data-testid="case-stage"
      data-strips={strips}
    >
      {run?.demo && <span className={styles.demo}>{t('cases.open.demoBadge')}</span>}
      {run ? (
        <Suspense
          fallback={
            <div className={styles.loading} style={{ height }}>
              <Spinner />
            </div>
          }
        >
          <LazyArenaCanvas
            show={run.show}
            onEvent={onEvent}
            fastSpin={fastSpin}
            style={{ height, width: '100%' }}
          />
        </Suspense>
      ) : (
        <div className={styles.preview} aria-hidden="true">
          <span className={styles.marker} />
          <div className={styles.track}>
            {[...preview.slice(0, 10), ...preview.slice(0, 10)].map((r, i) => (
              <span
                key={i}
                className={`rarity-plate ${styles.card}`}
                style={{ ['--rc' as string]: `var(--rarity-${cardRank(r.item)})` }}
              >
                <img src={r.item.image} alt="" width={96} height={72} loading="lazy" />
              </span>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
