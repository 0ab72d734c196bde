/**
 * /pre-battle: a free practice battle against bots with play money. The player picks a case, rounds, size and mode,
 * and the real arena plays the whole show; the outcome comes from the real rules and odds on seeds drawn in this
 * browser (practice-battle.ts). No stake, no XP, nothing reaches a wallet: the page says so on every screen.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { QuantityPicker } from '../../components/QuantityPicker';
import { SplitLayout } from '../../components/SplitLayout';
import { avatarUrl } from '../../domain/avatars';
import { formatMoney } from '../../domain/format';
import { useCaseDetailQuery, useCaseListQuery } from '../../api/case';
import { randomHex } from '../../lib/random-hex';
import { usePageCopy } from '../../lib/page-copy';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe } from '../../api/user';
import { BattleArena } from './BattleArena';
import { NewBattleOptions, type NewBattleSetup } from './NewBattleOptions';
import { practiceBattle } from './practice-battle';
import { noProgress, resultVisible, type ArenaProgress } from './landed';
import type { BattleDetail } from './battle-types';
import styles from './BattleNewPage.module.css';

/** The longest practice. */
const MAX_PRACTICE_ROUNDS = 5;

/** The practice battle screen. */
export function PreBattlePage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const copy = usePageCopy('preBattle');
  const { data: me } = useMe();
  const { data: cases } = useCaseListQuery();
  const [caseId, setCaseId] = useState<string | null>(null);
  const [rounds, setRounds] = useState(2);
  const [setup, setSetup] = useState<NewBattleSetup>({
    type: 'single',
    players: 2,
    mode: 'default',
    isPublic: false,
  });
  const [run, setRun] = useState<{ battle: BattleDetail; at: number; n: number } | null>(null);
  // The practice battle is decided before it plays: its line waits for the arena to show the result.
  const [progress, setProgress] = useState<ArenaProgress>(() => noProgress('practice'));
  const choices = useMemo(
    () => (cases ?? []).filter((c) => c.type !== 'daily' && c.price > 0).slice(0, 8),
    [cases],
  );
  const picked = caseId ?? choices[0]?.id ?? null;
  const { data: detail } = useCaseDetailQuery(picked ?? '', { skip: !picked });
  const seats = setup.type === 'team' ? 4 : setup.players;

  const play = () => {
    if (!detail) return;
    const seatsOf = Array.from({ length: seats }, (_, i) =>
      i === 0
        ? {
            nickname: me?.user.nickname ?? t('preBattle.you'),
            avatar: me?.user.avatar ?? avatarUrl('practice-you'),
            isBot: false,
          }
        : { nickname: t('preBattle.bot', { n: i }), avatar: avatarUrl(`practice-bot-${i}`), isBot: true },
    );
    const start = Date.now() + 600;
    const battle = practiceBattle(
      {
        cases: [{ case: detail, quantity: rounds }],
        type: setup.type,
        players: seats,
        mode: setup.mode,
        seats: seatsOf,
      },
      { serverSeed: randomHex(32), slotSeeds: seatsOf.map(() => randomHex(16)) },
      start,
    );
    setProgress(noProgress(battle.id));
    setRun({ battle, at: start, n: (run?.n ?? 0) + 1 });
  };

  const mine = run?.battle.users.find((u) => u.slot === 1);
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="swords" />
      <p className={styles.warn} data-testid="practice-note">
        <Badge tone="cyan">{t('preBattle.badge')}</Badge> {t('preBattle.note')}
      </p>
      <SplitLayout side={340} stackAt={960}>
        <section>
          {run ? (
            <BattleArena
              key={run.n}
              battle={run.battle}
              playFrom={run.at}
              replayable={false}
              fitReserve={48}
              onProgress={setProgress}
            />
          ) : (
            <Panel large>
              <p>{t('preBattle.intro')}</p>
            </Panel>
          )}
          {run && mine && resultVisible(run.battle, progress) && (
            <p className={styles.help} data-testid="practice-result" data-won={mine.isWinner || undefined}>
              {t(mine.isWinner ? 'preBattle.won' : 'preBattle.lost', {
                amount: formatMoney(mine.winAmount, intl),
              })}
            </p>
          )}
        </section>
        <Panel as="aside" large className={styles.summary}>
          <h3>{t('preBattle.case')}</h3>
          <ul className={styles.chosen} data-testid="practice-cases">
            {choices.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={styles.art}
                  aria-pressed={c.id === picked}
                  onClick={() => setCaseId(c.id)}
                  data-testid="practice-case"
                  data-case-id={c.id}
                >
                  <img src={c.image} alt="" width={36} height={36} />
                </button>
                <span>{c.title}</span>
                <b>{formatMoney(c.price, intl)}</b>
              </li>
            ))}
          </ul>
          <h3>{t('battle.rounds')}</h3>
          <QuantityPicker
            value={rounds}
            max={MAX_PRACTICE_ROUNDS}
            onChange={setRounds}
            label={t('battle.rounds')}
            lessLabel={t('battles.new.less')}
            moreLabel={t('battles.new.more')}
          />
          <NewBattleOptions value={setup} onChange={setSetup} withVisibility={false} />
          <Button size="lg" block icon="play" disabled={!detail} onClick={play} data-testid="practice-play">
            {run ? t('preBattle.again') : t('preBattle.play')}
          </Button>
          <ButtonLink to="/battles/new" variant="secondary" block>
            {t('preBattle.real')}
          </ButtonLink>
        </Panel>
      </SplitLayout>
    </div>
  );
}
