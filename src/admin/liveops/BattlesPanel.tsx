/** Live ops: look battles up (id, player, state) with their health; an admin cancels a stuck one with a reason. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { Spinner } from '../../components/Spinner';
import { Table, type TableColumn } from '../../components/Table';
import type { StaffBattle, StaffBattleQuery } from '../../protocol/admin-liveops';
import { adminErrorText } from '../errors';
import { useCancelBattleMutation, useLiveBattlesQuery } from './api';
import styles from './liveops.module.css';

type State = NonNullable<StaffBattleQuery['state']> | '';
const STATES: readonly State[] = ['', 'stuck', 'waiting', 'processing', 'playing', 'finished'];
const TONE: Record<StaffBattle['health'], BadgeTone> = {
  waiting: 'neutral',
  running: 'success',
  stuck: 'danger',
  finished: 'neutral',
  cancelled: 'warning',
};

/** The battles section. */
export function BattlesPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ id: '', player: '', state: 'stuck' as State });
  const [query, setQuery] = useState<StaffBattleQuery>({ state: 'stuck' });
  const list = useLiveBattlesQuery(query);
  const [reason, setReason] = useState<Record<string, string>>({});
  const [cancel, cancelling] = useCancelBattleMutation();
  const [done, setDone] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q: StaffBattleQuery = {};
    if (draft.id.trim()) q.id = draft.id.trim();
    if (draft.player.trim()) q.player = draft.player.trim();
    if (draft.state) q.state = draft.state;
    setQuery(q);
  };

  const columns: TableColumn<StaffBattle>[] = [
    { key: 'id', header: t('admin.liveops.battles.id'), cell: (b) => <code>{b.id}</code> },
    {
      key: 'health',
      header: t('admin.liveops.battles.health'),
      cell: (b) => (
        <span className={styles.health}>
          <Badge tone={TONE[b.health]} data-testid={`liveops-health-${b.id}`}>
            {t(`admin.liveops.health.${b.health}`)}
          </Badge>
          {b.stuck && <small className={styles.muted}>{t(`admin.liveops.stuck.${b.stuck}`)}</small>}
        </span>
      ),
    },
    {
      key: 'seats',
      header: t('admin.liveops.battles.seats'),
      cell: (b) => b.seats.map((s) => s.nickname).join(', '),
      phoneHidden: true,
    },
    {
      key: 'cost',
      header: t('admin.liveops.battles.cost'),
      cell: (b) => (b.cost / 100).toFixed(2),
      numeric: true,
      phoneHidden: true,
    },
    {
      key: 'act',
      header: '',
      cell: (b) =>
        canChange && (b.health === 'stuck' || b.health === 'waiting') ? (
          <form
            className={styles.inlineForm}
            onSubmit={(e) => {
              e.preventDefault();
              setDone(null);
              void cancel({ id: b.id, reason: reason[b.id] ?? '' })
                .unwrap()
                .then(() => setDone(b.id))
                .catch(() => undefined);
            }}
          >
            <Field
              label={t('admin.liveops.reason')}
              hideLabel
              placeholder={t('admin.liveops.reason')}
              value={reason[b.id] ?? ''}
              onChange={(e) => setReason({ ...reason, [b.id]: e.target.value })}
              maxLength={500}
              required
              data-testid={`liveops-reason-${b.id}`}
            />
            <Button
              size="sm"
              variant="danger"
              type="submit"
              disabled={cancelling.isLoading}
              data-testid={`liveops-cancel-${b.id}`}
            >
              {t('admin.liveops.battles.cancel')}
            </Button>
          </form>
        ) : null,
    },
  ];

  return (
    <Panel className={styles.section} testId="liveops-battles">
      <h2 className={styles.h2}>{t('admin.liveops.battles.title')}</h2>
      <form className={styles.filters} onSubmit={submit}>
        <Field
          label={t('admin.liveops.battles.id')}
          value={draft.id}
          onChange={(e) => setDraft({ ...draft, id: e.target.value })}
          maxLength={64}
          data-testid="liveops-battle-id"
        />
        <Field
          label={t('admin.liveops.battles.player')}
          value={draft.player}
          onChange={(e) => setDraft({ ...draft, player: e.target.value })}
          maxLength={64}
        />
        <SelectInput<State>
          label={t('admin.liveops.battles.state')}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
          options={STATES.map((s) => ({
            value: s,
            label: s ? t(`admin.liveops.state.${s}`) : t('admin.liveops.battles.anyState'),
          }))}
          testId="liveops-battle-state"
        />
        <Button type="submit" size="sm" data-testid="liveops-battle-search">
          {t('admin.liveops.battles.search')}
        </Button>
      </form>
      {done && (
        <p role="status" className={styles.ok} data-testid="liveops-cancelled">
          {t('admin.liveops.battles.cancelled')}
        </p>
      )}
      {cancelling.error && (
        <p role="alert" className={styles.err}>
          {adminErrorText(t, cancelling.error, 'admin.liveops.errors')}
        </p>
      )}
      {list.error ? (
        <EmptyState role="alert" framed icon="alert" text={adminErrorText(t, list.error)} />
      ) : list.isLoading ? (
        <Spinner />
      ) : list.data && list.data.list.length === 0 ? (
        <EmptyState framed icon="info" text={t('admin.liveops.battles.empty')} />
      ) : (
        list.data && (
          <Table
            columns={columns}
            rows={list.data.list}
            rowKey={(b) => b.id}
            framed
            testId="liveops-battle-table"
            caption={t('admin.liveops.battles.title')}
          />
        )
      )}
    </Panel>
  );
}
