/**
 * Verifies one upgrade by id in the browser (/provably-fair?upgrade={id}): the stake, the tickets it bought, the
 * outcome, and once the player rotated their seed pair the server seed against its hash and the roll itself, ✓ or ✗.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { CheckMark } from '../../components/CheckMark';
import { Icon } from '../../components/Icon';
import { VerifyByIdForm } from './VerifyByIdForm';
import { formatChance, formatMoney } from '../../domain/format';
import { useLazyGetUpgradeDetailQuery } from '../../api/upgrade';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { UpgradeResult } from '../../protocol/upgrade';
import { downloadJson } from './verify-battle';
import { verifyUpgrade, type UpgradeProof } from './verify-upgrade';
import { webHmac } from './web-crypto';
import styles from './Verifier.module.css';

/** The upgrade verifier. */
export function UpgradeVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('upgrade');
  const [fetchUpgrade] = useLazyGetUpgradeDetailQuery();
  const [found, setFound] = useState<{ upgrade: UpgradeResult; proof: UpgradeProof } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const run = async (upgradeId: string, reveal: boolean) => {
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      const upgrade = await fetchUpgrade(upgradeId.trim()).unwrap();
      setFound({ upgrade, proof: await verifyUpgrade(upgrade, webHmac()) });
      // A link from a history row lands at the top of a long page: bring the proof into view.
      if (reveal) top.current?.scrollIntoView({ block: 'start' });
    } catch {
      setError(t('fairness.upgrade.notFound'));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (linked) void run(linked, true);
    // Runs once per ?upgrade= value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);
  return (
    <div className={styles.panel} ref={top}>
      <VerifyByIdForm
        label={t('fairness.upgrade.id')}
        button={t('fairness.upgrade.verify')}
        initialId={linked ?? ''}
        busy={busy}
        testId="verify-upgrade"
        onVerify={(id) => void run(id, false)}
      />
      {error && <p className={styles.error}>{error}</p>}
      {found && <UpgradeProofView upgrade={found.upgrade} proof={found.proof} />}
    </div>
  );
}

/** A check that waits for the seed to be revealed. */
const Pending = () => (
  <span className={styles.pendingMark}>
    <Icon name="lock" size={14} />
  </span>
);

/** What made the stake: items, coins, or both. */
function stakeParts(t: TFunction, u: UpgradeResult, money: (cents: number) => string): string {
  if (u.items.length === 0) return t('fairness.upgrade.stakeCoins', { coins: money(u.coins) });
  if (u.coins === 0) return t('fairness.upgrade.stakeItems', { count: u.items.length });
  return t('fairness.upgrade.stakeParts', { count: u.items.length, coins: money(u.coins) });
}

/** The checks of one upgrade. */
function UpgradeProofView({ upgrade, proof }: { upgrade: UpgradeResult; proof: UpgradeProof }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const money = (cents: number) => formatMoney(cents, intl);
  const tickets = proof.winTickets.value;
  const verdict = !proof.allOk
    ? { ok: false, text: t('fairness.upgrade.mismatch') }
    : { ok: true, text: proof.revealed ? t('fairness.upgrade.allOk') : t('fairness.upgrade.partialOk') };
  return (
    <div
      className={styles.result}
      data-testid="upgrade-proof"
      data-all-ok={proof.allOk ? 'yes' : 'no'}
      data-revealed={proof.revealed ? 'yes' : 'no'}
    >
      <p className={verdict.ok ? styles.verdictOk : styles.verdictBad}>
        <CheckMark ok={verdict.ok} /> {verdict.text}
      </p>
      <ul className={styles.checks}>
        <li>
          {proof.hashOk === null ? <Pending /> : <CheckMark ok={proof.hashOk} />}{' '}
          {t('fairness.serverSeedHash')}: <code>{proof.serverSeedHash}</code>
        </li>
        <li data-testid="upgrade-server-seed">
          {t('fairness.serverSeed')}:{' '}
          {proof.serverSeed ? (
            <code>{proof.serverSeed}</code>
          ) : (
            <span className={styles.dim}>{t('fairness.upgrade.hidden')}</span>
          )}
        </li>
        <li>
          {t('fairness.clientSeed')}: <code>{proof.clientSeed}</code>
        </li>
        <li>
          {t('fairness.nonce')}: <code>{proof.nonce}</code> · {t('fairness.cursor')}:{' '}
          <code translate="no">{proof.cursor}</code>
        </li>
        <li data-testid="upgrade-roll">
          {proof.roll ? (
            <>
              <CheckMark ok={proof.roll.ok} /> {t('fairness.upgrade.roll')}:{' '}
              <strong data-testid="upgrade-roll-value">{proof.roll.value}</strong>{' '}
              <span className={styles.dim}>
                / 100000 · {t('fairness.verifier.serverRoll')} {proof.roll.server}
              </span>
            </>
          ) : (
            <>
              <Pending /> {t('fairness.upgrade.rollHidden', { roll: upgrade.roll })}
            </>
          )}
        </li>
        <li>
          <CheckMark ok={proof.stake.ok} /> {t('fairness.upgrade.stake')}: {money(proof.stake.value)}{' '}
          <span className={styles.dim}>({stakeParts(t, upgrade, money)})</span>
        </li>
        <li>
          {t('fairness.upgrade.target')}: {namer.full(upgrade.target)} · {money(upgrade.target.price)}
        </li>
        <li data-testid="upgrade-tickets">
          <CheckMark ok={proof.winTickets.ok} /> {t('fairness.upgrade.tickets')}:{' '}
          <code translate="no">
            floor({proof.stake.value} × 95000 / {upgrade.target.price}) = {tickets ?? '—'}
          </code>{' '}
          {tickets !== null && <span className={styles.dim}>({formatChance(tickets, intl)})</span>}
        </li>
        <li data-testid="upgrade-outcome" data-won={upgrade.won ? 'yes' : 'no'}>
          <CheckMark ok={proof.won.ok} /> {t('fairness.upgrade.outcome')}:{' '}
          {proof.won.value
            ? t('fairness.upgrade.won', { roll: proof.roll?.value ?? upgrade.roll, tickets })
            : t('fairness.upgrade.lost', { roll: proof.roll?.value ?? upgrade.roll, tickets })}
        </li>
      </ul>
      <Button
        variant="secondary"
        icon="external"
        onClick={() => downloadJson(`casearena-upgrade-${proof.upgradeID}.json`, proof)}
        data-testid="download-upgrade-proof"
      >
        {t('fairness.verifier.download')}
      </Button>
    </div>
  );
}
