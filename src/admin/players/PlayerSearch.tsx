/** Finding a player by name, SteamID64 or account id; the query lives in the address (?q=) so it survives a reload. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { Table, type TableColumn } from '../../components/Table';
import type { PlayerHit } from '../../protocol/admin-players';
import { adminErrorText } from '../errors';
import { dateTime } from '../format';
import { useSearchPlayersQuery } from './api';
import styles from './players.module.css';

/** The search page. */
export function PlayerSearch() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const found = useSearchPlayersQuery(q, { skip: !q.trim() });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const columns: TableColumn<PlayerHit>[] = [
    {
      key: 'name',
      header: t('admin.players.name'),
      cell: (p) => (
        <Link to={`/admin/players/${p.userId}`} className={styles.person} data-testid="admin-player-hit">
          <img src={p.avatar} alt="" width={28} height={28} className={styles.avatar} />
          <span>{p.nickname}</span>
          {p.isBot && <Badge tone="neutral">{t('admin.players.bot')}</Badge>}
        </Link>
      ),
    },
    { key: 'steam', header: 'SteamID', cell: (p) => <code>{p.steamId}</code>, phoneHidden: true },
    {
      key: 'since',
      header: t('admin.players.since'),
      cell: (p) => dateTime(p.createdAt, i18n.language),
      phoneHidden: true,
    },
    {
      key: 'holds',
      header: t('admin.players.holds'),
      cell: (p) =>
        p.holds.map((h) => (
          <Badge key={h} tone="danger">
            {t(`admin.players.holdKinds.${h}`)}
          </Badge>
        )),
    },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.players.title')}</h1>
      <form className={styles.search} onSubmit={submit} role="search">
        <Field
          label={t('admin.players.searchLabel')}
          placeholder={t('admin.players.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={64}
          data-testid="admin-player-search"
        />
        <Button type="submit" data-testid="admin-player-search-go">
          {t('admin.players.search')}
        </Button>
      </form>
      {!q.trim() ? (
        <p className={styles.muted}>{t('admin.players.searchHint')}</p>
      ) : found.isFetching ? (
        <Spinner />
      ) : found.error ? (
        <EmptyState framed role="alert" icon="alert" text={adminErrorText(t, found.error)} />
      ) : found.data && found.data.players.length === 0 ? (
        <EmptyState framed icon="search" text={t('admin.players.none')} testId="admin-player-none" />
      ) : (
        found.data && (
          <Table
            columns={columns}
            rows={found.data.players}
            rowKey={(p) => p.userId}
            framed
            caption={t('admin.players.title')}
            testId="admin-player-results"
          />
        )
      )}
    </div>
  );
}
