/**
 * Live ops on the events: races and giveaways (end one now), the marketplace's stock (add or take away units) and
 * hunts (end the running one). Every action asks for a reason, which goes into the audit log.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { adminErrorText } from '../errors';
import {
  useLiveActionMutation,
  useLiveFeastQuery,
  useLiveGiveawaysQuery,
  useLiveHuntsQuery,
  useLiveRacesQuery,
} from './api';
import styles from './liveops.module.css';

/** A reason field and a button that posts `path` with the reason (and, for `stock`, the units to add). */
function ReasonAction({
  path,
  label,
  stock,
  testId,
}: {
  path: string;
  label: string;
  stock?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [delta, setDelta] = useState('10');
  const [run, state] = useLiveActionMutation();
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(e) => {
        e.preventDefault();
        void run({ path, body: stock ? { delta: Number(delta), reason } : { reason } });
      }}
    >
      {stock && (
        <Field
          label={t('admin.liveops.events.delta')}
          hideLabel
          type="number"
          step={1}
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
          className={styles.narrow}
        />
      )}
      <Field
        label={t('admin.liveops.reason')}
        hideLabel
        placeholder={t('admin.liveops.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        required
      />
      <Button size="sm" variant="secondary" type="submit" disabled={state.isLoading} data-testid={testId}>
        {label}
      </Button>
      {state.isSuccess && <span role="status">{t('admin.liveops.events.done')}</span>}
      {state.error && (
        <span role="alert" className={styles.err}>
          {adminErrorText(t, state.error, 'admin.liveops.errors')}
        </span>
      )}
    </form>
  );
}

/** The events section. */
export function EventsPanel({ canChange }: { canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const races = useLiveRacesQuery();
  const giveaways = useLiveGiveawaysQuery();
  const feast = useLiveFeastQuery();
  const hunts = useLiveHuntsQuery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const money = (cents: number) => (cents / 100).toFixed(2);
  const now = Date.now();
  const none = <p className={styles.muted}>{t('admin.liveops.events.none')}</p>;

  return (
    <Panel className={styles.section} testId="liveops-events">
      <h2 className={styles.h2}>{t('admin.liveops.events.title')}</h2>

      <h3 className={styles.h3}>{t('admin.liveops.events.races')}</h3>
      {races.data?.list.length ? (
        <ul className={styles.bannerList}>
          {races.data.list.map((r) => (
            <li key={r.id} className={styles.bannerItem}>
              <code className={styles.bannerText}>{r.id}</code>
              <Badge tone={r.settled || r.startsAt > now ? 'neutral' : 'success'}>
                {t(
                  r.settled
                    ? 'admin.liveops.events.settled'
                    : r.startsAt > now
                      ? 'admin.liveops.banner.state.scheduled'
                      : 'admin.liveops.events.running',
                )}
              </Badge>
              <small className={styles.muted}>
                {when.format(r.startsAt)} – {when.format(r.endsAt)} · {t('admin.liveops.events.entrants')}:{' '}
                {r.entrants} · {r.prizes.map((p) => money(p.coins)).join(' / ')}
              </small>
              {canChange && !r.settled && r.startsAt <= now && (
                <ReasonAction
                  path={`/liveops/races/${encodeURIComponent(r.id)}/end`}
                  label={t('admin.liveops.events.endEarly')}
                  testId={`liveops-race-end-${r.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        none
      )}

      <h3 className={styles.h3}>{t('admin.liveops.events.giveaways')}</h3>
      {giveaways.data?.list.length ? (
        <ul className={styles.bannerList}>
          {giveaways.data.list.map((g) => (
            <li key={g.id} className={styles.bannerItem}>
              <code className={styles.bannerText}>{g.id}</code>
              <Badge tone={g.status === 'open' ? 'success' : 'neutral'}>
                {t(`events.giveaway.status.${g.status}`)}
              </Badge>
              <small className={styles.muted}>
                {when.format(g.endsAt)} · {t('admin.liveops.events.entrants')}: {g.entrants} ·{' '}
                {g.prizes.map((p) => p.item.name).join(', ')}
              </small>
              {canChange && g.status === 'open' && (
                <ReasonAction
                  path={`/liveops/giveaways/${encodeURIComponent(g.id)}/end`}
                  label={t('admin.liveops.events.endEarly')}
                  testId={`liveops-giveaway-end-${g.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        none
      )}

      <h3 className={styles.h3}>{t('admin.liveops.events.market')}</h3>
      {feast.data?.offers.length ? (
        <ul className={styles.bannerList}>
          {feast.data.offers.map((o) => (
            <li key={o.id} className={styles.bannerItem}>
              <span className={styles.bannerText}>{o.item?.name ?? o.caseID ?? o.id}</span>
              <small className={styles.muted}>
                {o.price} {o.currency} · {t('admin.liveops.events.stock')}: {o.stock}/{o.stockTotal}
              </small>
              {canChange && (
                <ReasonAction
                  path={`/liveops/market/${encodeURIComponent(o.id)}/stock`}
                  label={t('admin.liveops.events.apply')}
                  stock
                  testId={`liveops-stock-${o.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        none
      )}

      <h3 className={styles.h3}>{t('admin.liveops.events.hunts')}</h3>
      {hunts.data?.current ? (
        <div className={styles.bannerItem}>
          <code className={styles.bannerText}>{hunts.data.current.id}</code>
          <small className={styles.muted}>
            {when.format(hunts.data.current.startsAt)} – {when.format(hunts.data.current.endsAt)} ·{' '}
            {hunts.data.current.targets.filter((x) => x.winner).length}/{hunts.data.current.targets.length}
          </small>
          {canChange && (
            <ReasonAction
              path={`/liveops/hunts/${encodeURIComponent(hunts.data.current.id)}/end`}
              label={t('admin.liveops.events.endEarly')}
              testId="liveops-hunt-end"
            />
          )}
        </div>
      ) : (
        none
      )}
    </Panel>
  );
}
