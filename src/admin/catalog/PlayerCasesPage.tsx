/**
 * The back office's player-case review (/admin/player-cases): queues (not reviewed yet, newest, most opened today,
 * taken down), a name search, each case with its creator, openings and contents; mark reviewed, or take down with
 * a reason (hidden from players at once; the creator sees the reason).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { SearchInput } from '../../components/SearchInput';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { showToast } from '../../components/toast/toast-actions';
import { roleAllows } from '../../domain/staff';
import { useSettled } from '../../lib/use-settled';
import { useSkinName } from '../../lib/use-skin-name';
import { PLAYER_CASE_QUEUES } from '../../domain/catalog-admin';
import type { AdminPlayerCase } from '../../protocol/admin-catalog';
import { useStaffMeQuery } from '../api';
import { adminErrorText } from '../errors';
import { readStaffToken } from '../staff-session';
import { usePlayerCaseQueueQuery, useReviewPlayerCaseMutation, useTakeDownPlayerCaseMutation } from './api';
import { ReasonDialog } from './ReasonDialog';
import styles from './catalog.module.css';

type Queue = (typeof PLAYER_CASE_QUEUES)[number];

function CaseCard({
  c,
  canEdit,
  onTakeDown,
}: {
  c: AdminPlayerCase;
  canEdit: boolean;
  onTakeDown: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const names = useSkinName();
  const [review, reviewing] = useReviewPlayerCaseMutation();
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const onReview = async () => {
    try {
      await review(c.id).unwrap();
    } catch (err) {
      showToast(dispatch, {
        kind: 'error',
        message: { text: adminErrorText(t, err, 'admin.catalog.errors') },
      });
    }
  };
  return (
    <Panel compact testId="player-case">
      <div className={styles.pcHead}>
        <img src={c.image} alt="" width={72} height={72} />
        <div className={styles.pcTitle}>
          <strong>{c.title}</strong>
          <span className={styles.muted}>
            {t('admin.catalog.playerCases.by', { name: c.creator.nickname, date: when(c.createdAt) })}
          </span>
          <span className={styles.badges}>
            <Price cents={c.price} />
            <Badge>
              {t(
                `admin.catalog.playerCases.visibility.${c.visibility}` as 'admin.catalog.playerCases.visibility.public',
              )}
            </Badge>
            <Badge tone="info">{t('admin.catalog.playerCases.openings', { count: c.openings })}</Badge>
            {c.reviewedAt !== null && <Badge tone="success">{t('admin.catalog.playerCases.reviewed')}</Badge>}
            {c.takenDownAt !== null && (
              <Badge tone="danger" data-testid="player-case-down">
                {t('admin.catalog.playerCases.takenDown')}
              </Badge>
            )}
          </span>
        </div>
      </div>
      {c.takenDownReason && (
        <p className={styles.note}>
          {t('admin.catalog.playerCases.reasonWas', { reason: c.takenDownReason })}
        </p>
      )}
      <ul className={styles.chips}>
        {c.items.map((i) => (
          <li key={i.item.id}>
            {names.full(i.item)} · {(i.chance / 1000).toFixed(3)}%
          </li>
        ))}
      </ul>
      {canEdit && c.takenDownAt === null && (
        <div className={styles.actions}>
          {c.reviewedAt === null && (
            <Button
              size="sm"
              variant="secondary"
              onClick={onReview}
              disabled={reviewing.isLoading}
              data-testid="player-case-review"
            >
              {t('admin.catalog.playerCases.markReviewed')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={onTakeDown} data-testid="player-case-take-down">
            {t('admin.catalog.playerCases.takeDown')}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** The review page. */
export function Component() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const me = useStaffMeQuery(readStaffToken() ?? '').data;
  const canEdit = me ? roleAllows(me.role, 'admin') : false;
  const [queue, setQueue] = useState<Queue>('unreviewed');
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), 250);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const page = usePlayerCaseQueueQuery({ queue, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  const [target, setTarget] = useState<AdminPlayerCase | null>(null);
  const [takeDown, takingDown] = useTakeDownPlayerCaseMutation();
  const onConfirm = async (reason: string) => {
    if (!target) return;
    try {
      await takeDown({ id: target.id, reason }).unwrap();
      setTarget(null);
      showToast(dispatch, { kind: 'success', message: { key: 'admin.catalog.toast.takenDown' } });
    } catch (err) {
      showToast(dispatch, {
        kind: 'error',
        message: { text: adminErrorText(t, err, 'admin.catalog.errors') },
      });
    }
  };
  const list = page.data?.list ?? [];
  return (
    <div className={styles.page} data-testid="player-cases">
      <h1 className={styles.h1}>{t('admin.catalog.playerCases.title')}</h1>
      <p className={styles.muted}>{t('admin.catalog.playerCases.text')}</p>
      <div className={styles.toolbar}>
        <Tabs
          variant="chip"
          label={t('admin.catalog.playerCases.queue')}
          value={queue}
          onChange={(v) => {
            setQueue(v);
            setCursor(undefined);
          }}
          items={PLAYER_CASE_QUEUES.map((id) => ({
            id,
            label: t(`admin.catalog.playerCases.queues.${id}`),
            testId: `queue-${id}`,
          }))}
        />
        <SearchInput
          value={text}
          onChange={(v) => {
            setText(v);
            setCursor(undefined);
          }}
          label={t('admin.catalog.playerCases.search')}
        />
      </div>
      {page.isLoading ? (
        <Spinner />
      ) : page.isError ? (
        <EmptyState
          framed
          role="alert"
          icon="alert"
          text={adminErrorText(t, page.error, 'admin.catalog.errors')}
        />
      ) : list.length === 0 ? (
        <EmptyState
          framed
          icon="box"
          text={t('admin.catalog.playerCases.empty')}
          testId="player-cases-empty"
        />
      ) : (
        <div className={styles.cards}>
          {list.map((c) => (
            <CaseCard key={c.id} c={c} canEdit={canEdit} onTakeDown={() => setTarget(c)} />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {cursor && (
          <Button variant="ghost" onClick={() => setCursor(undefined)}>
            {t('admin.catalog.playerCases.first')}
          </Button>
        )}
        {page.data?.cursor && (
          <Button variant="secondary" onClick={() => setCursor(page.data?.cursor ?? undefined)}>
            {t('admin.catalog.playerCases.next')}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={target !== null}
        title={t('admin.catalog.playerCases.takeDownTitle', { name: target?.title ?? '' })}
        text={t('admin.catalog.playerCases.takeDownText')}
        confirm={t('admin.catalog.playerCases.takeDown')}
        busy={takingDown.isLoading}
        onClose={() => setTarget(null)}
        onConfirm={onConfirm}
      />
    </div>
  );
}
