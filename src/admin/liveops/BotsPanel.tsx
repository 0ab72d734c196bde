/** Live ops: the lobby bots on or off and their pace; every process follows the saved setting at its next tick. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { adminErrorText } from '../errors';
import { useLiveBotsQuery, useSaveBotsMutation } from './api';
import styles from './liveops.module.css';

/** The bots section. */
export function BotsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const bots = useLiveBotsQuery();
  const [save, saving] = useSaveBotsMutation();
  const [form, setForm] = useState({ enabled: false, pace: '100', reason: '' });
  const [saved, setSaved] = useState(false);
  const loaded = bots.data;
  useEffect(() => {
    if (loaded) setForm((f) => ({ ...f, enabled: loaded.enabled, pace: String(loaded.pace) }));
  }, [loaded]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const pace = Number(form.pace);
    void save({ enabled: form.enabled, pace, ...(form.reason.trim() ? { reason: form.reason.trim() } : {}) })
      .unwrap()
      .then(() => setSaved(true))
      .catch(() => undefined);
  };
  const d = bots.data?.defaults;
  return (
    <Panel className={styles.section} testId="liveops-bots">
      <h2 className={styles.h2}>{t('admin.liveops.bots.title')}</h2>
      {d && (
        <p className={styles.muted}>
          {t('admin.liveops.bots.default', {
            state: t(d.enabled ? 'admin.liveops.bots.on' : 'admin.liveops.bots.off'),
            pace: d.pace,
          })}
        </p>
      )}
      <form className={styles.filters} onSubmit={submit}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.enabled}
            disabled={!canChange}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
            data-testid="liveops-bots-enabled"
          />
          {t('admin.liveops.bots.enabled')}
        </label>
        <Field
          label={t('admin.liveops.bots.pace')}
          type="number"
          min={25}
          max={400}
          step={1}
          value={form.pace}
          disabled={!canChange}
          onChange={(e) => setForm({ ...form, pace: e.target.value })}
          data-testid="liveops-bots-pace"
        />
        <Field
          label={t('admin.liveops.reason')}
          value={form.reason}
          disabled={!canChange}
          maxLength={500}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
        />
        {canChange && (
          <Button type="submit" size="sm" disabled={saving.isLoading} data-testid="liveops-bots-save">
            {t('admin.liveops.bots.save')}
          </Button>
        )}
      </form>
      {saved && (
        <p role="status" className={styles.ok}>
          {t('admin.liveops.bots.saved')}
        </p>
      )}
      {saving.error && (
        <p role="alert" className={styles.err}>
          {adminErrorText(t, saving.error, 'admin.liveops.errors')}
        </p>
      )}
    </Panel>
  );
}
