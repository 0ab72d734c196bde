/**
 * Verifies a finished battle by id in the browser: in version 2 its public beacon round (BeaconCheck), then every
 * roll, item, total, winner and the reroll, ✓ or ✗.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { VerifyByIdForm } from './VerifyByIdForm';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { NamedItem } from '../../domain/skin-names';
import { useLazyGetBattleDetailQuery } from '../../api/battle';
import { useLazyGetBeaconInfoQuery } from '../../api/beacon';
import { witnessOf } from '../../lib/seal-witnesses';
import { QUICKNET } from '../../domain/beacon';
import type { SealWitness } from '../../domain/beacon-witness';
import { BeaconCheck } from './BeaconCheck';
import { CheckMark } from '../../components/CheckMark';
import { downloadJson, verifyBattle, type BattleProof } from './verify-battle';
import { webHmac } from './web-crypto';
import styles from './Verifier.module.css';

/** The battle verifier. */
export function BattleVerifier() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [params] = useSearchParams();
  const [fetchBattle] = useLazyGetBattleDetailQuery();
  const [fetchChain] = useLazyGetBeaconInfoQuery();
  const [proof, setProof] = useState<BattleProof | null>(null);
  const [witness, setWitness] = useState<SealWitness | null>(null);
  // The battle's items by id, so each verified roll shows its item's name beside the id it checks.
  const [items, setItems] = useState<ReadonlyMap<string, NamedItem>>(new Map());
  const namer = useSkinName();
  // Players by slot, so every check names who it is about (bots as the arena names them).
  const [players, setPlayers] = useState<ReadonlyMap<number, string>>(new Map());
  const seat = (slot: number) => {
    const name = players.get(slot);
    return name ? `${name} (#${slot})` : `${t('fairness.verifier.slot')} #${slot}`;
  };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // Opened from "Verify this battle": the result, not the explainer above it, is what the player came for.
  const [scrollOnResult, setScrollOnResult] = useState(false);
  useEffect(() => {
    if (!scrollOnResult || (!proof && !error)) return;
    setScrollOnResult(false);
    const el = resultRef.current;
    if (!el) return;
    // Vertically only (a wide proof table must not pull a phone's page sideways), clear of the sticky header.
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - header - 8, left: 0 });
  }, [proof, error, scrollOnResult]);
  const run = async (battleId: string) => {
    setBusy(true);
    setError(null);
    setProof(null);
    setWitness(null);
    try {
      const b = await fetchBattle(battleId.trim()).unwrap();
      if (!b.serverSeed) setError(t('fairness.verifier.notFinished'));
      else {
        // Quicknet is checked against the pinned constants alone; any other chain against what the site serves of it
        // (labelled as the operator's own); without that, the beacon check fails closed.
        const chain =
          b.fairness === 2 && b.beacon?.chain !== QUICKNET.chain
            ? await fetchChain(b.beacon?.chain, true)
                .unwrap()
                .catch(() => null)
            : null;
        setItems(
          new Map(b.cases.flatMap((c) => c.case.odds.rows.map((r) => [r.item.id ?? '', r.item] as const))),
        );
        setPlayers(new Map(b.users.map((u) => [u.slot, u.user.nickname] as const)));
        setWitness(witnessOf(b.id));
        setProof(await verifyBattle(b, webHmac(), chain));
      }
    } catch {
      setError(t('fairness.verifier.notFound'));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    const q = params.get('battle');
    if (q) {
      setScrollOnResult(true);
      void run(q);
    }
    // Runs once per ?battle= value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.get('battle')]);
  return (
    <div className={styles.panel} ref={resultRef} id="battle-verifier" data-testid="battle-verifier">
      <VerifyByIdForm
        label={t('fairness.verifier.battleId')}
        button={t('fairness.verifier.verify')}
        initialId={params.get('battle') ?? ''}
        busy={busy}
        testId="verify-battle"
        onVerify={(id) => void run(id)}
      />
      {error && <p className={styles.error}>{error}</p>}
      {proof && (
        <div className={styles.result} data-testid="battle-proof" data-all-ok={proof.allOk ? 'yes' : 'no'}>
          <p className={proof.allOk ? styles.verdictOk : styles.verdictBad}>
            <CheckMark ok={proof.allOk} />{' '}
            {proof.allOk ? t('fairness.verifier.allOk') : t('fairness.verifier.mismatch')}
          </p>
          <BeaconCheck proof={proof} witness={witness} />
          <ul className={styles.checks}>
            <li>
              <CheckMark ok={proof.hashOk} /> {t('fairness.serverSeedHash')}:{' '}
              <code>{proof.serverSeedHash}</code>
            </li>
            <li>
              <CheckMark ok={proof.clientSeedOk} /> {t('fairness.clientSeed')}:{' '}
              <code>{proof.clientSeed}</code>
            </li>
            <li>
              <CheckMark ok={proof.winnersOk} /> {t('fairness.verifier.winners')}:{' '}
              {proof.winners.map(seat).join(', ')}
            </li>
            {proof.totals.map((x) => {
              const pay = proof.payouts.find((p) => p.slot === x.slot);
              return (
                <li key={x.slot} data-testid="proof-slot">
                  <CheckMark ok={x.ok && (pay?.ok ?? false)} /> {seat(x.slot)}: {t('fairness.verifier.total')}{' '}
                  {formatMoney(x.cents, intl)} · {t('fairness.verifier.payout')}{' '}
                  {formatMoney(pay?.cents ?? 0, intl)}
                </li>
              );
            })}
            {proof.reroll && (
              <li>
                <CheckMark ok={proof.reroll.ok} /> {t('battle.arena.reroll')}: {proof.reroll.roll}
              </li>
            )}
          </ul>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('fairness.verifier.round')}</th>
                  <th>{t('fairness.verifier.player')}</th>
                  <th>{t('fairness.cursor')}</th>
                  <th>{t('fairness.verifier.roll')}</th>
                  <th>{t('fairness.verifier.serverRoll')}</th>
                  <th>{t('fairness.verifier.item')}</th>
                  <th>{t('fairness.verifier.price')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {proof.rolls.map((r) => (
                  <tr key={r.cursor} data-testid="proof-row" data-ok={r.ok ? 'yes' : 'no'}>
                    <td>{r.round}</td>
                    <td>{seat(r.slot)}</td>
                    <td translate="no">{r.cursor}</td>
                    <td>{r.roll}</td>
                    <td>{r.serverRoll ?? '—'}</td>
                    <td>
                      {items.has(r.itemID) && (
                        <span className={styles.itemName}>{namer.full(items.get(r.itemID)!)}</span>
                      )}
                      <span translate="no">{r.itemID}</span>
                    </td>
                    <td>{formatMoney(r.price, intl)}</td>
                    <td>
                      <CheckMark ok={r.ok} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            variant="secondary"
            icon="external"
            onClick={() => downloadJson(`casearena-proof-${proof.battleID}.json`, proof)}
            data-testid="download-proof"
          >
            {t('fairness.verifier.download')}
          </Button>
        </div>
      )}
    </div>
  );
}
