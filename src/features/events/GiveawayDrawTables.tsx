/** The tables of a drawn giveaway: the winners (prize, roll, ranges) and every entrant with entries and ranges. */
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../components/Table';
import type { GiveawayEntrantView, GiveawayWinner } from '../../protocol/contests';
import { useAmounts } from './event-format';
import { ItemLine } from './GiveawayPrizes';
import { PlayerCell } from './PlayerCell';

/** The winners in draw order. */
export function WinnersTable({ winners }: { winners: GiveawayWinner[] }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const columns: TableColumn<GiveawayWinner>[] = [
    { key: 'k', header: t('events.result.draw'), cell: (w) => w.k, numeric: true },
    { key: 'player', header: t('events.board.player'), cell: (w) => <PlayerCell player={w.player} /> },
    { key: 'item', header: t('events.result.prize'), cell: (w) => <ItemLine item={w.item} /> },
    { key: 'roll', header: t('events.result.roll'), cell: (w) => a.count(w.roll), numeric: true },
    {
      key: 'range',
      header: t('events.result.range'),
      cell: (w) => `${a.count(w.rangeMin)}–${a.count(w.rangeMax)}`,
      numeric: true,
      phoneHidden: true,
    },
  ];
  return (
    <Table
      framed
      columns={columns}
      rows={winners}
      rowKey={(w) => w.k}
      rowProps={() => ({ testId: 'giveaway-winner' })}
      caption={t('events.result.winners')}
      testId="giveaway-winners"
    />
  );
}

/** Every entrant in entry order with the ranges of draw 1. */
export function EntrantsTable({ entrants }: { entrants: GiveawayEntrantView[] }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const columns: TableColumn<GiveawayEntrantView>[] = [
    { key: 'player', header: t('events.board.player'), cell: (e) => <PlayerCell player={e.player} /> },
    { key: 'entries', header: t('events.result.entries'), cell: (e) => a.count(e.entries), numeric: true },
    {
      key: 'range',
      header: t('events.result.range'),
      cell: (e) => `${a.count(e.rangeMin)}–${a.count(e.rangeMax)}`,
      numeric: true,
    },
  ];
  return (
    <Table
      framed
      columns={columns}
      rows={entrants}
      rowKey={(e) => e.player.userID}
      rowProps={() => ({ testId: 'giveaway-entrant' })}
      caption={t('events.result.entrants')}
      testId="giveaway-entrants-table"
    />
  );
}
