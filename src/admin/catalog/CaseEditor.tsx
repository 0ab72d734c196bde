/**
 * The case editor: fields, items picked from the catalog with their ticket ranges, the 1..100000 coverage drawn
 * live with the first problem and the price by FAIRNESS.md (src/domain/odds.ts), then save, publish or delete a
 * draft. A published case is shown read only, with "new version" and "retire".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { ItemPicker } from '../../components/item-picker/ItemPicker';
import { Modal } from '../../components/modal/Modal';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { showToast } from '../../components/toast/toast-actions';
import { ADMIN_CASE_THEMES, ADMIN_CASE_TYPES } from '../../domain/catalog-admin';
import type { AdminCaseDetail } from '../../protocol/admin-catalog';
import { adminErrorText } from '../errors';
import {
  useCopyAdminCaseMutation,
  useCreateAdminDraftMutation,
  useDeleteAdminDraftMutation,
  usePublishAdminCaseMutation,
  useRetireAdminCaseMutation,
  useSaveAdminDraftMutation,
} from './api';
import { CoverageBar } from './CoverageBar';
import { DraftFields, type FieldValues } from './DraftFields';
import {
  addItem,
  bodyRows,
  packInOrder,
  rowsOf,
  spreadEvenly,
  summarise,
  type EditorRow,
} from './editor-model';
import { EditorRows } from './EditorRows';
import { ReasonDialog } from './ReasonDialog';
import styles from './catalog.module.css';

const ERRORS = 'admin.catalog.errors';

/** Props of CaseEditor: the stored case (null for a new draft) and whether this staff member may edit. */
export interface CaseEditorProps {
  stored: AdminCaseDetail | null;
  canEdit: boolean;
}

/** The editor of one case. */
export function CaseEditor({ stored, canEdit }: CaseEditorProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const draft = !stored || stored.status === 'draft';
  const editable = canEdit && draft;
  const [fields, setFields] = useState<FieldValues>({
    title: stored?.title ?? '',
    slug: stored?.slug ?? '',
    type: stored?.type ?? ADMIN_CASE_TYPES[0],
    theme: stored?.theme ?? ADMIN_CASE_THEMES[4],
  });
  const [rows, setRows] = useState<EditorRow[]>(stored ? rowsOf(stored) : []);
  const [picking, setPicking] = useState(false);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const [versionSlug, setVersionSlug] = useState<string | null>(null);
  const [create, creating] = useCreateAdminDraftMutation();
  const [save, saving] = useSaveAdminDraftMutation();
  const [publish, publishing] = usePublishAdminCaseMutation();
  const [remove, removing] = useDeleteAdminDraftMutation();
  const [retire, retiringCall] = useRetireAdminCaseMutation();
  const [copy, copying] = useCopyAdminCaseMutation();
  const summary = summarise(rows);
  const dirty =
    !stored ||
    JSON.stringify({ ...fields, rows: bodyRows(rows) }) !==
      JSON.stringify({
        title: stored.title,
        slug: stored.slug,
        type: stored.type,
        theme: stored.theme,
        rows: bodyRows(rowsOf(stored)),
      });
  const fail = (err: unknown) =>
    showToast(dispatch, { kind: 'error', message: { text: adminErrorText(t, err, ERRORS) } });
  const ok = (key: 'saved' | 'published' | 'deleted' | 'retired' | 'copied') =>
    showToast(dispatch, { kind: 'success', message: { key: `admin.catalog.toast.${key}` } });

  /** Saves (creating the draft the first time); answers the stored case or null when refused. */
  const persist = async (): Promise<AdminCaseDetail | null> => {
    const body = bodyRows(rows);
    if (!body) {
      showToast(dispatch, { kind: 'error', message: { key: 'admin.catalog.errors.odds_not_integer' } });
      return null;
    }
    try {
      const done = stored
        ? await save({ id: stored.id, body: { ...fields, rows: body } }).unwrap()
        : await create({ ...fields, rows: body }).unwrap();
      if (!stored) void navigate(`/admin/catalog/${done.id}`, { replace: true });
      return done;
    } catch (err) {
      fail(err);
      return null;
    }
  };
  const onSave = async () => {
    if (await persist()) ok('saved');
  };
  const onPublish = async () => {
    setConfirmPublish(false);
    const saved = dirty ? await persist() : stored;
    if (!saved) return;
    try {
      await publish(saved.id).unwrap();
      ok('published');
    } catch (err) {
      fail(err);
    }
  };
  const onDelete = async () => {
    if (!stored) return;
    try {
      await remove(stored.id).unwrap();
      ok('deleted');
      void navigate('/admin/catalog');
    } catch (err) {
      fail(err);
    }
  };
  const onRetire = async (reason: string) => {
    if (!stored) return;
    try {
      await retire({ id: stored.id, reason }).unwrap();
      setRetiring(false);
      ok('retired');
    } catch (err) {
      fail(err);
    }
  };
  const onVersion = async () => {
    if (!stored || versionSlug === null) return;
    try {
      const made = await copy({ from: stored.id, slug: versionSlug }).unwrap();
      setVersionSlug(null);
      ok('copied');
      void navigate(`/admin/catalog/${made.id}`);
    } catch (err) {
      fail(err);
    }
  };
  const busy = creating.isLoading || saving.isLoading || publishing.isLoading || removing.isLoading;
  const problemText = summary.problem
    ? t(`admin.catalog.problems.${summary.problem}` as 'admin.catalog.problems.odds_gap', {
        at: summary.at ?? '',
      })
    : t('admin.catalog.problems.none');

  return (
    <div className={styles.editor} data-testid="catalog-editor">
      <div className={styles.editorHead}>
        <h1 className={styles.h1}>{stored ? stored.title : t('admin.catalog.editor.newTitle')}</h1>
        <Badge
          tone={draft ? 'warning' : stored?.status === 'published' ? 'success' : 'neutral'}
          data-testid="catalog-status"
        >
          {t(`admin.catalog.status.${stored?.status ?? 'draft'}`)}
        </Badge>
        {stored?.versionOf && (
          <span className={styles.muted}>
            {t('admin.catalog.editor.versionOf', { id: stored.versionOf })}
          </span>
        )}
      </div>
      {!draft && <p className={styles.note}>{t('admin.catalog.editor.frozen')}</p>}
      <Panel>
        <DraftFields value={fields} onChange={editable ? setFields : undefined} />
      </Panel>
      <Panel>
        <div className={styles.rowsHead}>
          <h2 className={styles.h2}>{t('admin.catalog.editor.items', { count: rows.length })}</h2>
          {editable && (
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                icon="plus"
                onClick={() => setPicking(true)}
                data-testid="catalog-add-items"
              >
                {t('admin.catalog.editor.addItems')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRows(spreadEvenly(rows))}
                disabled={rows.length === 0}
                data-testid="catalog-spread"
              >
                {t('admin.catalog.editor.spread')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRows(packInOrder(rows))}
                disabled={rows.length === 0}
              >
                {t('admin.catalog.editor.pack')}
              </Button>
            </div>
          )}
        </div>
        {rows.length === 0 ? (
          <p className={styles.muted}>{t('admin.catalog.editor.noItems')}</p>
        ) : (
          <EditorRows rows={rows} onChange={editable ? setRows : undefined} />
        )}
        <CoverageBar spans={summary.spans} covered={summary.covered} />
        <div className={styles.summary}>
          {draft ? (
            <p
              role="status"
              className={summary.problem ? styles.error : styles.fine}
              data-testid="catalog-problem"
            >
              {problemText}
            </p>
          ) : (
            <span />
          )}
          <dl className={styles.price}>
            <dt>{t('admin.catalog.editor.ev')}</dt>
            <dd data-testid="catalog-ev">
              {summary.ev === null ? '—' : <Price cents={Math.round(summary.ev)} coin={false} />}
            </dd>
            <dt>{t('admin.catalog.editor.price')}</dt>
            <dd data-testid="catalog-price">
              {stored && !draft && stored.price !== null ? (
                <Price cents={stored.price} />
              ) : summary.price === null ? (
                '—'
              ) : (
                <Price cents={summary.price} />
              )}
            </dd>
          </dl>
        </div>
      </Panel>
      {canEdit && (
        <div className={styles.footer}>
          {draft && (
            <>
              <Button onClick={onSave} disabled={busy} variant="secondary" data-testid="catalog-save">
                {t('admin.catalog.editor.save')}
              </Button>
              <Button
                onClick={() => setConfirmPublish(true)}
                disabled={busy || summary.problem !== ''}
                data-testid="catalog-publish"
              >
                {t('admin.catalog.editor.publish')}
              </Button>
              {stored && (
                <Button variant="ghost" onClick={onDelete} disabled={busy} data-testid="catalog-delete">
                  {t('admin.catalog.editor.delete')}
                </Button>
              )}
            </>
          )}
          {stored && !draft && (
            <Button
              variant="secondary"
              onClick={() => setVersionSlug(`${stored.slug}-v2`)}
              data-testid="catalog-version"
            >
              {t('admin.catalog.editor.newVersion')}
            </Button>
          )}
          {stored?.status === 'published' && (
            <Button variant="danger" onClick={() => setRetiring(true)} data-testid="catalog-retire">
              {t('admin.catalog.editor.retire')}
            </Button>
          )}
        </div>
      )}
      <Modal
        open={picking}
        onClose={() => setPicking(false)}
        title={t('admin.catalog.editor.addItems')}
        size="lg"
      >
        <ItemPicker
          selected={rows.map((r) => r.itemID)}
          onPick={(item) => setRows((rs) => addItem(rs, item))}
          sort="price_desc"
          testId="catalog-picker"
        />
      </Modal>
      <Modal
        open={confirmPublish}
        onClose={() => setConfirmPublish(false)}
        title={t('admin.catalog.editor.publishTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmPublish(false)}>
              {t('admin.catalog.cancel')}
            </Button>
            <Button onClick={onPublish} disabled={busy} data-testid="catalog-publish-confirm">
              {t('admin.catalog.editor.publish')}
            </Button>
          </>
        }
      >
        <p>{t('admin.catalog.editor.publishText')}</p>
      </Modal>
      <Modal
        open={versionSlug !== null}
        onClose={() => setVersionSlug(null)}
        title={t('admin.catalog.editor.newVersion')}
        size="sm"
        footer={
          <Button onClick={onVersion} disabled={copying.isLoading} data-testid="catalog-version-confirm">
            {t('admin.catalog.editor.newVersion')}
          </Button>
        }
      >
        <p className={styles.muted}>{t('admin.catalog.editor.newVersionText')}</p>
        <Field
          label={t('admin.catalog.editor.slug')}
          value={versionSlug ?? ''}
          onChange={(e) => setVersionSlug(e.target.value.toLowerCase())}
          data-testid="catalog-version-slug"
        />
      </Modal>
      <ReasonDialog
        open={retiring}
        title={t('admin.catalog.editor.retireTitle')}
        text={t('admin.catalog.editor.retireText')}
        confirm={t('admin.catalog.editor.retire')}
        busy={retiringCall.isLoading}
        onClose={() => setRetiring(false)}
        onConfirm={onRetire}
      />
    </div>
  );
}
