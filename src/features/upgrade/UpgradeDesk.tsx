/**
 * The upgrader: the stake (the player's pending items and optional coins), the target (a catalog skin, narrowed by
 * the multiplier presets), the gauge with the live chance, the roll and its show, the outcome, and the pickers.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgradeLabels } from '../../arena';
import { ItemPicker } from '../../components/item-picker/ItemPicker';
import { LootPicker } from '../../components/item-picker/LootPicker';
import { DeskSide } from '../../components/DeskSide';
import { requestSignIn } from '../../lib/sign-in-request';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { coinBalance, useMe, useSessionToken } from '../../api/user';
import type { CatalogItem, LootView } from '../../protocol/catalog';
import { UPGRADE_MAX_ITEMS } from '../../domain/upgrade';
import { StakeSide } from './StakeSide';
import { TargetSide } from './TargetSide';
import { UpgradeCentre } from './UpgradeCentre';
import { UpgradeHistory } from './UpgradeHistory';
import { UpgradeOutcome } from './UpgradeOutcome';
import { chanceOf, parseCoins, presetWindow, stakeCents } from './upgrade-model';
import { buildUpgradeShow } from './upgrade-show';
import { useUpgrade } from './use-upgrade';
import desk from '../../components/desk.module.css';
import styles from './UpgradePage.module.css';
import { SignInPrompt } from '../../components/SignInPrompt';

// Settles a roll the arena never reported (it could not load): the result still shows.
const STALL_MS = 20_000;

/** The whole upgrader. */
export function UpgradeDesk() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const signedIn = useSessionToken() !== null;
  const me = useMe();
  const balance = signedIn && me.data ? coinBalance(me.data) : null;
  const [lootIDs, setLootIDs] = useState<string[]>([]);
  const [loot, setLoot] = useState<LootView[]>([]);
  const [coinsText, setCoinsText] = useState('');
  const [target, setTarget] = useState<CatalogItem | null>(null);
  const [preset, setPreset] = useState<number | null>(2);
  const [fastSpin, setFastSpin] = useState(false);
  const { run, rolling, roll, settle, onArenaEvent, shown } = useUpgrade();
  // The choice the last roll left behind: the gauge keeps showing that roll until the choice changes.
  const [rolledChoice, setRolledChoice] = useState<string | null>(null);

  const coins = parseCoins(coinsText);
  const coinsError = Number.isNaN(coins) ? 'invalid' : balance !== null && coins > balance ? 'over' : null;
  const stake = stakeCents(
    loot.map((l) => l.item),
    coinsError ? 0 : coins,
  );
  const chance = chanceOf(stake, target?.price ?? null);
  const window = presetWindow(stake, preset) ?? presetWindow(stake, null);
  const running = run !== null && !run.settled;
  const choice = JSON.stringify([lootIDs, coinsText, target?.id ?? null]);
  const showRun = run !== null && (running || choice === rolledChoice);

  const labels: UpgradeLabels = useMemo(
    () => ({
      chance: t('pages.upgrade.gauge.chance'),
      won: t('pages.upgrade.gauge.won'),
      lost: t('pages.upgrade.gauge.lost'),
    }),
    [t],
  );
  const money = useMemo(() => ({ locale: intl }), [intl]);
  const tickets = chance.kind === 'ok' ? chance.tickets : null;
  const show = useMemo(() => {
    if (!signedIn) return null;
    if (showRun && run) return buildUpgradeShow({ result: run.result }, labels, money, namer.names);
    if (!target || tickets === null) return null;
    return buildUpgradeShow({ target, winTickets: tickets, stake }, labels, money, namer.names);
  }, [signedIn, showRun, run, target, tickets, stake, labels, money, namer.names]);

  const runKey = run?.key;
  useEffect(() => {
    if (runKey === undefined || !running) return;
    const timer = setTimeout(settle, STALL_MS);
    return () => clearTimeout(timer);
  }, [runKey, running, settle]);

  const onRoll = useCallback(async () => {
    if (chance.kind !== 'ok' || !target) return;
    const ok = await roll({ lootIDs, coins: coinsError ? 0 : coins, targetItemID: target.id });
    if (!ok) return;
    // The items and coins went in: the stake starts again from nothing, the target stays for another go.
    setLootIDs([]);
    setLoot([]);
    setCoinsText('');
    setRolledChoice(JSON.stringify([[], '', target.id]));
  }, [chance.kind, target, roll, lootIDs, coins, coinsError]);

  const canRoll = chance.kind === 'ok' && coinsError === null && balance !== null && !running;
  return (
    <div className={desk.desk}>
      <div className={styles.stage}>
        {signedIn ? (
          <StakeSide
            loot={loot}
            onRemove={(id) => {
              setLootIDs(lootIDs.filter((x) => x !== id));
              setLoot(loot.filter((l) => l.id !== id));
            }}
            coins={coinsText}
            onCoins={setCoinsText}
            coinsError={coinsError}
            balance={balance}
            stake={stake}
            disabled={running || rolling}
          />
        ) : (
          <DeskSide tone="give">
            <SignInPrompt
              framed={false}
              title={t('pages.upgrade.signedOut.title')}
              text={t('pages.upgrade.signedOut.text')}
              cta={t('pages.upgrade.signedOut.cta')}
              testId="upgrade-signed-out"
            />
          </DeskSide>
        )}
        <UpgradeCentre
          show={show}
          chance={
            showRun && run
              ? {
                  kind: 'ok',
                  tickets: run.result.winTickets,
                  multiplier: run.result.target.price / run.result.stake,
                }
              : chance
          }
          signedIn={signedIn}
          canRoll={canRoll}
          busy={rolling || running}
          fastSpin={fastSpin}
          onFastSpin={setFastSpin}
          onRoll={() => void onRoll()}
          onSignIn={() => requestSignIn()}
          onEvent={onArenaEvent}
        />
        <TargetSide
          target={target}
          onClear={() => setTarget(null)}
          preset={preset}
          onPreset={setPreset}
          window={stake > 0 ? window : null}
          disabled={running || rolling}
        />
      </div>
      {run?.settled && <UpgradeOutcome result={run.result} />}
      <div className={styles.pickers}>
        {signedIn && (
          <section className={styles.pickerPanel} aria-labelledby="upgrade-loot-title">
            <h2 id="upgrade-loot-title" className={styles.pickerTitle}>
              {t('pages.upgrade.pickers.stake', { max: UPGRADE_MAX_ITEMS })}
            </h2>
            <LootPicker
              selected={lootIDs}
              max={UPGRADE_MAX_ITEMS}
              onChange={(ids, items) => {
                setLootIDs(ids);
                setLoot(items);
              }}
              testId="upgrade-loot-picker"
            />
          </section>
        )}
        <section className={styles.pickerPanel} aria-labelledby="upgrade-item-title">
          <h2 id="upgrade-item-title" className={styles.pickerTitle}>
            {t('pages.upgrade.pickers.target')}
          </h2>
          <ItemPicker
            selected={target ? [target.id] : []}
            minPrice={stake > 0 ? window?.min : undefined}
            maxPrice={stake > 0 ? window?.max : undefined}
            onPick={(item) => setTarget(target?.id === item.id ? null : item)}
            testId="upgrade-item-picker"
          />
        </section>
      </div>
      {signedIn && <UpgradeHistory shown={shown} />}
    </div>
  );
}
