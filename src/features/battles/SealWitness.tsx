/**
 * The witnessed seal on the battle page (FAIRNESS.md, "Pinned chain and witnessed seal"): when this page sees the
 * battle go from waiting to full (the fill event, `processing` with `filledAt` and `beacon.round`), it notes its own
 * clock and its measured offset to the server's. When the round's publication time is later than that receipt, it
 * says "sealed before round N was public" and keeps the witness in this browser for the verifier to show again.
 * Quicknet's publication times come from the pinned constants; any other chain's from its served genesis and period,
 * labelled as the operator's own.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { QUICKNET } from '../../domain/beacon';
import {
  formatWitnessMs,
  sealedBefore,
  sealMargin,
  witnessFill,
  witnessMatches,
  type SealWitness,
} from '../../domain/beacon-witness';
import { formatCount } from '../../domain/format';
import { useGetBeaconInfoQuery } from '../../api/beacon';
import { awaitsBeacon } from '../../api/battle-live';
import { keepWitness, witnessOf } from '../../lib/seal-witnesses';
import { useIntlLocale } from '../../lib/use-locale';
import { serverOffsetOf } from './battle-show';
import type { BattleDetail } from './battle-types';
import styles from './BeaconWait.module.css';

/** A fill this page received: its own clock then and the offset to the server's measured with it. */
interface Receipt {
  receivedAt: number;
  offsetMs: number;
}

/** Notes the fill when it happens on this page and turns it into a witness once the chain's timing is known. */
function useSealWitness(b: BattleDetail): SealWitness | null {
  const [witness, setWitness] = useState<SealWitness | null>(() => witnessOf(b.id));
  const prevStatus = useRef(b.status);
  const receipt = useRef<Receipt | null>(null);
  const chain = b.beacon?.chain;
  const quicknet = chain === QUICKNET.chain;
  // Another chain's genesis and period can only come from the site (and make it the operator's own chain).
  const { data: served } = useGetBeaconInfoQuery(chain, { skip: !chain || quicknet || b.fairness !== 2 });
  const sealing = awaitsBeacon(b);
  useEffect(() => {
    const was = prevStatus.current;
    prevStatus.current = b.status;
    // Only a fill seen live counts: the page watched the battle waiting, then received it full and unsealed.
    if (was === 'waiting' && sealing && receipt.current === null) {
      receipt.current = { receivedAt: Date.now(), offsetMs: serverOffsetOf(b) };
    }
  }, [b, sealing]);
  const timing = quicknet ? QUICKNET : served && served.chain === chain ? served : null;
  const round = b.beacon?.round;
  const filledAt = b.filledAt;
  useEffect(() => {
    const r = receipt.current;
    if (!r || !timing || !chain || !round || filledAt === null) return;
    receipt.current = null;
    const w = witnessFill({ battleID: b.id, chain, round, filledAt }, r.receivedAt, r.offsetMs, timing);
    if (!sealedBefore(w)) return;
    keepWitness(w);
    setWitness(w);
  }, [b.id, chain, round, filledAt, timing, sealing]);
  if (!witness || !b.beacon || !witnessMatches(witness, { chain, round, filledAt })) return null;
  return witness;
}

/** The "sealed before round N was public" line, for a battle this browser saw fill (nothing otherwise). */
export function SealWitnessLine({ battle }: { battle: BattleDetail }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const w = useSealWitness(battle);
  if (!w) return null;
  return (
    <Panel compact>
      <div data-testid="seal-witness" data-trust={w.trust} data-round={w.round}>
        <strong>{t('battle.beacon.sealedBefore', { round: formatCount(w.round, intl) })}</strong>
        <p className={styles.sub}>
          {t('battle.beacon.witnessDetail', {
            margin: formatWitnessMs(sealMargin(w), intl),
            offset: formatWitnessMs(w.offsetMs, intl, true),
          })}
          {w.trust === 'operator' && <> {t('battle.beacon.witnessOperator')}</>}
        </p>
      </div>
    </Panel>
  );
}
