/**
 * The back office's Catalog section (/admin/catalog): the staff cases by status, a new draft, a new draft copied
 * from any catalog case, and the editor of one case (/admin/catalog/:id, /admin/catalog/new).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { useCaseListQuery } from '../../api/case';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { SelectInput } from '../../components/SelectInput';
import { Spinner } from '../../components/Spinner';
import { Table } from '../../components/Table';
import { Tabs } from '../../components/Tabs';
import { showToast } from '../../components/toast/toast-actions';
import { roleAllows } from '../../domain/staff';
import type { AdminCaseStatus, AdminCaseSummary } from '../../protocol/admin-catalog';
import { useStaffMeQuery } from '../api';
import { adminErrorText } from '../errors';
import { readStaffToken } from '../staff-session';
import { useAdminCaseQuery, useAdminCasesQuery, useCopyAdminCaseMutation } from './api';
import { CaseEditor } from './CaseEditor';
import styles from './catalog.module.css';

type Filter = 'all' | AdminCaseStatus;
const FILTERS: readonly Filter[] = ['all', 'draft', 'published', 'retired'];

/** Whether the signed-in staff member may change the catalog (admins only; support and finance read). */
function useCanEdit(): boolean {
  const me = useStaffMeQuery(readStaffToken() ?? '').data;
  return me ? roleAllows(me.role, 'admin') : false;
}

/** A new draft copied from a catalog case (a seeded one or one staff published), under a new slug. */
function CopyForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cases = useCaseListQuery().data ?? [];
  const [from, setFrom] = useState('');
  const [slug, setSlug] = useState('');
  const [copy, copying] = useCopyAdminCaseMutation();
  const go = async () => {
    try {
      const made = await copy({ from, slug }).unwrap();
      void navigate(`/admin/catalog/${made.id}`);
    } catch (err) {
      showToast(dispatch, {
        kind: 'error',
        message: { text: adminErrorText(t, err, 'admin.catalog.errors') },
      });
    }
  };
  return (
    <div className={styles.copy}>
      <SelectInput
        label={t('admin.catalog.list.copyFrom')}
        value={from}
        options={[
          { value: '', label: t('admin.catalog.list.pickCase') },
          ...cases.map((c) => ({ value: c.id, label: c.title })),
        ]}
        onChange={setFrom}
        testId="catalog-copy-from"
      />
      <Field
        label={t('admin.catalog.editor.slug')}
        value={slug}
        onChange={(e) => setSlug(e.target.value.toLowerCase())}
        data-testid="catalog-copy-slug"
      />
      <Button variant="secondary" onClick={go} disabled={!from || !slug || copying.isLoading}>
        {t('admin.catalog.list.copy')}
      </Button>
    </div>
  );
}

function CaseList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useAdminCasesQuery(filter === 'all' ? undefined : filter);
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const tone = (s: AdminCaseStatus) =>
    s === 'draft' ? 'warning' : s === 'published' ? 'success' : 'neutral';
  return (
    <div className={styles.page} data-testid="catalog-list">
      <div className={styles.editorHead}>
        <h1 className={styles.h1}>{t('admin.catalog.list.title')}</h1>
        {canEdit && (
          <Button icon="plus" onClick={() => void navigate('/admin/catalog/new')} data-testid="catalog-new">
            {t('admin.catalog.list.new')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{t('admin.catalog.list.text')}</p>
      {canEdit && (
        <Panel compact>
          <CopyForm />
        </Panel>
      )}
      <Tabs
        variant="chip"
        label={t('admin.catalog.list.filter')}
        value={filter}
        onChange={setFilter}
        items={FILTERS.map((f) => ({
          id: f,
          label: t(`admin.catalog.filters.${f}`),
          testId: `catalog-filter-${f}`,
        }))}
      />
      {list.isLoading ? (
        <Spinner />
      ) : list.isError ? (
        <EmptyState
          framed
          role="alert"
          icon="alert"
          text={adminErrorText(t, list.error, 'admin.catalog.errors')}
        />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState framed icon="box" text={t('admin.catalog.list.empty')} testId="catalog-empty" />
      ) : (
        <Table<AdminCaseSummary>
          framed
          testId="catalog-table"
          rows={list.data ?? []}
          rowKey={(c) => c.id}
          columns={[
            {
              key: 'title',
              header: t('admin.catalog.editor.title'),
              cell: (c) => (
                <Link to={`/admin/catalog/${c.id}`} className={styles.link}>
                  <span className={styles.dot} style={{ background: c.theme }} aria-hidden="true" />
                  {c.title}
                </Link>
              ),
            },
            { key: 'slug', header: t('admin.catalog.editor.slug'), phoneHidden: true, cell: (c) => c.slug },
            {
              key: 'type',
              header: t('admin.catalog.editor.type'),
              phoneHidden: true,
              cell: (c) => t(`admin.catalog.types.${c.type}` as 'admin.catalog.types.fun'),
            },
            {
              key: 'status',
              header: t('admin.catalog.list.status'),
              cell: (c) => <Badge tone={tone(c.status)}>{t(`admin.catalog.status.${c.status}`)}</Badge>,
            },
            {
              key: 'items',
              header: t('admin.catalog.list.items'),
              numeric: true,
              phoneHidden: true,
              cell: (c) => c.itemCount,
            },
            {
              key: 'price',
              header: t('admin.catalog.editor.price'),
              numeric: true,
              cell: (c) => (c.price === null ? '—' : <Price cents={c.price} coin={false} />),
            },
            {
              key: 'updated',
              header: t('admin.catalog.list.updated'),
              phoneHidden: true,
              cell: (c) => when(c.updatedAt),
            },
          ]}
        />
      )}
    </div>
  );
}

function EditorRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const canEdit = useCanEdit();
  const found = useAdminCaseQuery(id, { skip: id === 'new' });
  if (id === 'new') return <CaseEditor stored={null} canEdit={canEdit} />;
  if (found.isLoading) return <Spinner />;
  if (!found.data)
    return (
      <EmptyState
        framed
        role="alert"
        icon="alert"
        text={adminErrorText(t, found.error, 'admin.catalog.errors')}
      />
    );
  // A new key per stored version: the editor starts again from what the server holds after each change.
  return (
    <CaseEditor key={`${found.data.id}:${found.data.updatedAt}`} stored={found.data} canEdit={canEdit} />
  );
}

/** The section's routes. */
export function Component() {
  return (
    <Routes>
      <Route index element={<CaseList />} />
      <Route path=":id" element={<EditorRoute />} />
    </Routes>
  );
}
