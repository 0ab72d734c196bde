/** The stage's centre: the gauge (the arena, or a still ring until there is a chance), the chance and multiplier, Roll. */
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gaugeHeight, LazyArenaCanvas, type ArenaEvent, type UpgradeShow } from '../../arena';
import { FastSpinToggle } from '../../components/FastSpinToggle';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { formatChance, formatMultiplier } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { ChanceState } from './upgrade-model';
import facts from '../../components/facts.module.css';
import surface from '../../components/surface.module.css';
import styles from './UpgradePage.module.css';

/** Props of UpgradeCentre: `show` is null until a chance can be drawn; `canRoll` when the choice is complete and valid. */
export interface UpgradeCentreProps {
  show: UpgradeShow | null;
  chance: ChanceState;
  signedIn: boolean;
  canRoll: boolean;
  busy: boolean;
  fastSpin: boolean;
  onFastSpin: (on: boolean) => void;
  onRoll: () => void;
  onSignIn: () => void;
  onEvent: (e: ArenaEvent) => void;
}

// The gauge's box is never wider than this (the ring fits the smaller side).
const MAX_GAUGE_W = 460;

/** What the readout says under the gauge. */
function Readout({ chance }: { chance: ChanceState }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  if (chance.kind === 'ok')
    return (
      <dl className={`${facts.labels} ${facts.figures} ${styles.readout}`}>
        <div>
          <dt>{t('pages.upgrade.centre.chance')}</dt>
          <dd data-testid="upgrade-chance">{formatChance(chance.tickets, intl)}</dd>
        </div>
        <div>
          <dt>{t('pages.upgrade.centre.multiplier')}</dt>
          <dd data-testid="upgrade-multiplier">{formatMultiplier(chance.multiplier, intl)}</dd>
        </div>
      </dl>
    );
  if (chance.kind === 'incomplete')
    return (
      <p className={styles.hint} data-testid="upgrade-chance-hint">
        {t('pages.upgrade.centre.pick')}
      </p>
    );
  return (
    <p className={styles.outOfRange} role="alert" data-testid="upgrade-chance-out" data-way={chance.kind}>
      <Icon name="alert" size={16} />
      {t(chance.kind === 'low' ? 'pages.upgrade.centre.low' : 'pages.upgrade.centre.high', {
        chance: formatChance(chance.tickets, intl),
      })}
    </p>
  );
}

/** The centre column. */
export function UpgradeCentre(p: UpgradeCentreProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_GAUGE_W);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.min(MAX_GAUGE_W, el.clientWidth || MAX_GAUGE_W));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const height = gaugeHeight(width);
  return (
    <section
      className={`${surface.glow} ${surface.raised} ${styles.centre}`}
      aria-label={t('pages.upgrade.centre.label')}
    >
      <div ref={box} className={styles.gauge} style={{ height }} data-testid="upgrade-gauge">
        {p.show ? (
          <Suspense
            fallback={
              <div className={styles.gaugeLoading}>
                <Spinner />
              </div>
            }
          >
            <LazyArenaCanvas
              show={p.show}
              onEvent={p.onEvent}
              fastSpin={p.fastSpin}
              // The centre panel's own backdrop shows through: the gauge sits on it like the battle reels on theirs.
              background="transparent"
              style={{ height, width: '100%' }}
            />
          </Suspense>
        ) : (
          <div className={styles.ring} aria-hidden="true">
            <Icon name="upgrade" size={36} />
          </div>
        )}
      </div>
      <Readout chance={p.chance} />
      <div className={styles.actions}>
        {p.signedIn ? (
          <Button
            size="lg"
            icon="upgrade"
            className={styles.rollButton}
            onClick={p.onRoll}
            disabled={!p.canRoll || p.busy}
            data-testid="upgrade-roll"
          >
            {t('pages.upgrade.centre.roll')}
          </Button>
        ) : (
          <Button
            size="lg"
            icon="user"
            className={styles.rollButton}
            onClick={p.onSignIn}
            data-testid="upgrade-signin"
          >
            {t('pages.upgrade.signedOut.cta')}
          </Button>
        )}
        <FastSpinToggle
          checked={p.fastSpin}
          onChange={p.onFastSpin}
          label={t('pages.upgrade.centre.fastSpin')}
          testId="upgrade-fast"
        />
      </div>
    </section>
  );
}
