/** One running wager race: countdown, the published prize table, the board (live) and the player's own standing. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { Stat, StatGroup } from '../../components/Stat';
import { EndsInStat } from './EndsInStat';
import { Table, type TableColumn } from '../../components/Table';
import type { Race, RaceStanding } from '../../protocol/contests';
import { useAmounts } from './event-format';
import { PlayerCell } from './PlayerCell';
import styles from './events.module.css';

/** The board's rows: rank, player, wagered, prize. */
export function StandingsTable({ rows, testId }: { rows: RaceStanding[]; testId: string }) {
  const { t } = useTranslation();
  const columns: TableColumn<RaceStanding>[] = [
    { key: 'rank', header: t('events.board.rank'), cell: (s) => s.rank, numeric: true },
    { key: 'player', header: t('events.board.player'), cell: (s) => <PlayerCell player={s.player} /> },
    {
      key: 'wagered',
      header: t('events.board.wagered'),
      cell: (s) => <Price cents={s.wagered} />,
      numeric: true,
    },
    {
      key: 'prize',
      header: t('events.board.prize'),
      cell: (s) => (s.prize > 0 ? <Price cents={s.prize} /> : '—'),
      numeric: true,
    },
  ];
  return (
    <Table
      framed
      columns={columns}
      rows={rows}
      rowKey={(s) => s.player.userID}
      rowProps={(s) => ({ testId: 'race-row', className: s.player.isBot ? styles.botRow : undefined })}
      caption={t('events.board.caption')}
      testId={testId}
    />
  );
}

/** The prize of each place. */
function PrizeTable({ race }: { race: Race }) {
  const { t } = useTranslation();
  const a = useAmounts();
  return (
    <Panel compact className={styles.prizeTable} testId="race-prizes">
      <h3 className={styles.h3}>{t('events.race.prizes')}</h3>
      <ol className={styles.places}>
        {race.prizes.map((p) => (
          <li key={p.place}>
            <span>{t('events.race.place', { place: p.place })}</span>
            <Price cents={p.coins} />
          </li>
        ))}
      </ol>
      <p className={styles.muted}>{t('events.race.minWager', { money: a.money(race.minWager) })}</p>
      <p className={styles.muted}>{t('events.race.botsNote')}</p>
    </Panel>
  );
}

/** Props of RaceBoard: `me` is the player's standing (null: not on the board yet; undefined: signed out). */
export interface RaceBoardProps {
  race: Race;
  me: RaceStanding | null | undefined;
  clock: () => number;
  onEnd: () => void;
}

/** The board of one race. */
export function RaceBoard({ race, me, clock, onEnd }: RaceBoardProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.race} data-testid="race" data-race-id={race.id} data-kind={race.kind}>
      <Panel compact>
        <StatGroup min={140}>
          <EndsInStat kind="race" endsAt={race.endsAt} now={clock} onZero={onEnd} />
          {me !== undefined && (
            <>
              <Stat
                label={t('events.race.yourRank')}
                icon="trophy"
                value={me ? me.rank : '—'}
                valueTestId="race-my-rank"
              />
              <Stat
                label={t('events.race.yourWager')}
                icon="coin"
                value={<Price cents={me?.wagered ?? 0} coin={false} />}
                valueTestId="race-my-wager"
              />
            </>
          )}
        </StatGroup>
      </Panel>
      <div className={styles.raceGrid}>
        {race.standings.length === 0 ? (
          <EmptyState framed icon="chart" text={t('events.race.empty')} testId="race-empty" />
        ) : (
          <StandingsTable rows={race.standings} testId="race-board" />
        )}
        <PrizeTable race={race} />
      </div>
    </div>
  );
}
