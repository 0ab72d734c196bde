/** The audit log page: every staff action (who, what, why, before/after), filters, paging and a chain check. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { Table, type TableColumn } from '../../components/Table';
import type { AuditEntryView, AuditListQuery } from '../../protocol/admin-audit';
import { adminErrorText } from '../errors';
import { useAuditListQuery, useLazyAuditVerifyQuery } from './api';
import { AuditChange } from './AuditChange';
import styles from './audit.module.css';

const EMPTY = { action: '', actorId: '', targetType: '', targetId: '' };

/** The Audit log page. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState<AuditListQuery>({});
  const [before, setBefore] = useState<number | undefined>(undefined);
  const list = useAuditListQuery({ ...filters, ...(before ? { before } : {}) });
  const [verify, verified] = useLazyAuditVerifyQuery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const f: AuditListQuery = {};
    for (const k of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
      const v = draft[k].trim();
      if (v) f[k] = v;
    }
    setBefore(undefined);
    setFilters(f);
  };

  const columns: TableColumn<AuditEntryView>[] = [
    { key: 'seq', header: '#', cell: (r) => r.seq, numeric: true },
    { key: 'at', header: t('admin.audit.when'), cell: (r) => when.format(r.at), phoneHidden: true },
    {
      key: 'who',
      header: t('admin.audit.who'),
      cell: (r) => (
        <span className={styles.who}>
          {r.actorName || r.actorId} <Badge tone="neutral">{r.actorRole}</Badge>
        </span>
      ),
    },
    { key: 'action', header: t('admin.audit.what'), cell: (r) => <code>{r.action}</code> },
    {
      key: 'target',
      header: t('admin.audit.target'),
      cell: (r) => (
        <span className={styles.target}>
          {r.targetType}: <code>{r.targetId}</code>
        </span>
      ),
      phoneHidden: true,
    },
    { key: 'reason', header: t('admin.audit.why'), cell: (r) => r.reason },
    {
      key: 'change',
      header: t('admin.audit.change'),
      cell: (r) => <AuditChange before={r.before} after={r.after} />,
    },
  ];

  const check = verified.data;
  return (
    <div className={styles.page} data-testid="admin-audit">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('admin.audit.title')}</h1>
        <p className={styles.lead}>{t('admin.audit.lead')}</p>
      </header>
      <Panel compact className={styles.verify}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void verify()}
          disabled={verified.isFetching}
          data-testid="admin-audit-verify"
        >
          {t('admin.audit.verify')}
        </Button>
        {verified.isFetching && <Spinner size={18} />}
        {check && !verified.isFetching && (
          <span role="status" data-testid="admin-audit-verify-result" data-ok={check.ok}>
            {check.ok ? (
              <Badge tone="success">{t('admin.audit.chainOk', { count: check.count })}</Badge>
            ) : (
              <Badge tone="danger">{t('admin.audit.chainBroken', { seq: check.brokenAt ?? 0 })}</Badge>
            )}
          </span>
        )}
        {verified.error && <span role="alert">{adminErrorText(t, verified.error)}</span>}
      </Panel>
      <form className={styles.filters} onSubmit={apply}>
        <Field
          label={t('admin.audit.filterAction')}
          placeholder="money."
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          maxLength={64}
        />
        <Field
          label={t('admin.audit.filterActor')}
          value={draft.actorId}
          onChange={(e) => setDraft({ ...draft, actorId: e.target.value })}
          maxLength={64}
        />
        <Field
          label={t('admin.audit.filterTargetType')}
          placeholder="user"
          value={draft.targetType}
          onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
          maxLength={32}
        />
        <Field
          label={t('admin.audit.filterTarget')}
          value={draft.targetId}
          onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
          maxLength={64}
        />
        <div className={styles.filterActions}>
          <Button type="submit" size="sm">
            {t('admin.audit.apply')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters({});
              setBefore(undefined);
            }}
          >
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
      {list.error ? (
        <EmptyState role="alert" framed icon="alert" text={adminErrorText(t, list.error)} />
      ) : list.isLoading ? (
        <Spinner />
      ) : list.data && list.data.entries.length === 0 ? (
        <EmptyState framed icon="info" text={t('admin.audit.empty')} testId="admin-audit-empty" />
      ) : (
        list.data && (
          <>
            <Table
              columns={columns}
              rows={list.data.entries}
              rowKey={(r) => r.seq}
              framed
              testId="admin-audit-table"
              caption={t('admin.audit.title')}
            />
            <div className={styles.pager}>
              {before !== undefined && (
                <Button size="sm" variant="ghost" onClick={() => setBefore(undefined)}>
                  {t('admin.audit.newest')}
                </Button>
              )}
              {list.data.next !== null && (
                <Button size="sm" variant="secondary" onClick={() => setBefore(list.data?.next ?? undefined)}>
                  {t('admin.audit.older')}
                </Button>
              )}
            </div>
          </>
        )
      )}
    </div>
  );
}
