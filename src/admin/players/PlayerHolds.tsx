/** A player's holds (no withdrawals / no play) and mutes: in force and past, with place and lift actions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { HOLD_KINDS, type HoldKind } from '../../domain/staff';
import type { PlayerDetail } from '../../protocol/admin-players';
import { dateTime } from '../format';
import { ReasonAction } from '../ReasonAction';
import { useLiftHoldMutation, useLiftMuteMutation, usePlaceHoldMutation, usePlaceMuteMutation } from './api';
import styles from './players.module.css';

const MUTE_MINUTES = ['60', '1440', '10080', '43200'] as const;
type MuteMinutes = (typeof MUTE_MINUTES)[number];

/** The holds and mutes panel. */
export function PlayerHolds({ player: p }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [placeHold] = usePlaceHoldMutation();
  const [liftHold] = useLiftHoldMutation();
  const [placeMute] = usePlaceMuteMutation();
  const [liftMute] = useLiftMuteMutation();
  const [minutes, setMinutes] = useState<MuteMinutes>('1440');
  const held = new Set(p.holds.filter((h) => h.liftedAt === null).map((h) => h.kind));
  const durationLabel = (m: MuteMinutes) => t(`admin.players.muteFor.${m}`);
  return (
    <Panel className={styles.block} testId="admin-player-holds">
      <h2 className={styles.blockTitle}>{t('admin.players.holdsTitle')}</h2>
      <ul className={styles.list}>
        {p.holds.length === 0 && <li className={styles.muted}>{t('admin.players.noHolds')}</li>}
        {p.holds.map((h) => (
          <li
            key={h.id}
            className={styles.row}
            data-testid={`admin-hold-${h.kind}`}
            data-active={h.liftedAt === null}
          >
            <Badge tone={h.liftedAt === null ? 'danger' : 'neutral'}>
              {t(`admin.players.holdKinds.${h.kind}`)}
            </Badge>
            <span className={styles.grow}>
              {h.reason}
              <small className={styles.muted}>
                {' '}
                · {dateTime(h.createdAt, lang)}
                {h.liftedAt !== null &&
                  ` · ${t('admin.players.liftedOn', { date: dateTime(h.liftedAt, lang) })}`}
              </small>
            </span>
            {h.liftedAt === null && (
              <ReasonAction
                label={t('admin.players.lift')}
                title={t('admin.players.liftHoldTitle', { kind: t(`admin.players.holdKinds.${h.kind}`) })}
                run={(reason) => liftHold({ id: p.userId, holdId: h.id, reason }).unwrap()}
                areaErrors="admin.players.errors"
                testId={`admin-lift-hold-${h.kind}`}
              />
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {HOLD_KINDS.filter((k) => !held.has(k)).map((k: HoldKind) => (
          <ReasonAction
            key={k}
            variant="danger"
            label={t(`admin.players.placeHold.${k}`)}
            title={t(`admin.players.placeHold.${k}`)}
            run={(reason) => placeHold({ id: p.userId, kind: k, reason }).unwrap()}
            areaErrors="admin.players.errors"
            testId={`admin-place-hold-${k}`}
          />
        ))}
      </div>
      <h2 className={styles.blockTitle}>{t('admin.players.mutesTitle')}</h2>
      <ul className={styles.list}>
        {p.mutes.length === 0 && <li className={styles.muted}>{t('admin.players.noMutes')}</li>}
        {p.mutes.map((m) => (
          <li key={m.id} className={styles.row} data-testid="admin-mute">
            <Badge tone={m.active ? 'warning' : 'neutral'}>
              {m.active
                ? t('admin.players.mutedUntil', { date: dateTime(m.until, lang) })
                : t('admin.players.muteOver')}
            </Badge>
            <span className={styles.grow}>{m.reason}</span>
            {m.active && (
              <ReasonAction
                label={t('admin.players.lift')}
                title={t('admin.players.liftMuteTitle')}
                run={(reason) => liftMute({ id: p.userId, muteId: m.id, reason }).unwrap()}
                areaErrors="admin.players.errors"
              />
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ReasonAction
          variant="secondary"
          label={t('admin.players.mute')}
          title={t('admin.players.mute')}
          run={(reason) => placeMute({ id: p.userId, minutes: Number(minutes), reason }).unwrap()}
          areaErrors="admin.players.errors"
          testId="admin-place-mute"
        >
          <SelectInput
            label={t('admin.players.muteDuration')}
            value={minutes}
            options={MUTE_MINUTES.map((m) => ({ value: m, label: durationLabel(m) }))}
            onChange={setMinutes}
          />
        </ReasonAction>
      </div>
    </Panel>
  );
}
