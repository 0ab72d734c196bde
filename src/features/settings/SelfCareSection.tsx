/** Self care: a top-up limit (stepper, 1/2/3 days) and take-a-break (1/2/3 days), each behind a confirmation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/modal/Modal';
import { SegmentedControl } from '../../components/SegmentedControl';
import { formatMoney } from '../../domain/format';
import type { RestrictionDays } from '../../domain/self-care';
import { apiError } from '../../api/error';
import { useIntlLocale } from '../../lib/use-locale';
import type { RestrictionChoice as RestrictionRequest, UserInfo } from '../../protocol/user';
import { useApplyRestrictionMutation } from '../../api/user';
import {
  DAY_CHOICES,
  LIMIT_STEP_MIN,
  limitMinus,
  limitPlus,
  limitToCents,
  parseLimit,
} from './settings-rules';
import styles from './SettingsDialog.module.css';

function Days({
  value,
  onChange,
  name,
}: {
  value: RestrictionDays;
  onChange: (d: RestrictionDays) => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      variant="pill"
      label={name}
      value={value}
      onChange={onChange}
      options={DAY_CHOICES.map((d) => ({
        value: d,
        label: t('account.days', { count: d }),
        testId: `${name}-${d}`,
      }))}
    />
  );
}

/** The self care section. */
export function SelfCareSection({ me }: { me: UserInfo | undefined }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [limit, setLimit] = useState(100);
  const [limitDays, setLimitDays] = useState<RestrictionDays>(1);
  const [breakDays, setBreakDays] = useState<RestrictionDays>(1);
  const [confirm, setConfirm] = useState<RestrictionRequest | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [apply, { isLoading }] = useApplyRestrictionMutation();
  const current = me?.restrictions ?? [];

  const run = async () => {
    if (!confirm) return;
    try {
      await apply(confirm).unwrap();
      setMessage({ ok: true, text: t('settings.care.applied') });
    } catch (err) {
      const { code } = apiError(err);
      setMessage({
        ok: false,
        text: t(code === 'restriction_locked' ? 'settings.care.locked' : 'settings.care.failed'),
      });
    } finally {
      setConfirm(null);
    }
  };
  const until = (ms?: number) => (ms ? new Date(ms).toLocaleString(intl) : '');

  return (
    <div className={styles.section} data-testid="selfcare-section">
      <p className={styles.lead}>{t('settings.care.lead')}</p>
      {current.length > 0 && (
        <ul className={styles.restrictions} data-testid="restrictions">
          {current.map((r) => (
            <li key={r.type}>
              <Icon name={r.type === 'TypeSelfBan' ? 'clock' : 'shield'} size={16} />
              {r.type === 'TypeSelfBan'
                ? t('settings.care.activeBreak', { until: until(r.until) })
                : t('settings.care.activeLimit', {
                    limit: formatMoney(r.limit ?? 0, intl),
                    period: t('account.days', { count: r.days }),
                    until: until(r.until),
                  })}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.card}>
        <h4 className={styles.subhead}>{t('settings.care.limitTitle')}</h4>
        <p className={styles.muted}>{t('settings.care.limitText')}</p>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('settings.care.minus')}
            disabled={limit <= LIMIT_STEP_MIN}
            onClick={() => setLimit(limitMinus)}
            data-testid="limit-minus"
          >
            −
          </button>
          <Field
            label={t('settings.care.limitTitle')}
            hideLabel
            prefix="$"
            className={styles.moneyInput}
            inputClassName={styles.input}
            inputMode="numeric"
            value={String(limit)}
            onChange={(e) => setLimit(parseLimit(e.target.value))}
            data-testid="limit-input"
          />
          <button
            type="button"
            aria-label={t('settings.care.plus')}
            onClick={() => setLimit(limitPlus)}
            data-testid="limit-plus"
          >
            +
          </button>
        </div>
        <Days value={limitDays} onChange={setLimitDays} name="limit-days" />
        <Button
          onClick={() =>
            setConfirm({ type: 'TypeSelfRechargeLimit', days: limitDays, limit: limitToCents(limit) })
          }
          data-testid="limit-apply"
        >
          {t('settings.care.limitApply')}
        </Button>
      </div>
      <div className={styles.card}>
        <h4 className={styles.subhead}>{t('settings.care.breakTitle')}</h4>
        <p className={styles.muted}>{t('settings.care.breakText')}</p>
        <Days value={breakDays} onChange={setBreakDays} name="break-days" />
        <Button
          variant="danger"
          onClick={() => setConfirm({ type: 'TypeSelfBan', days: breakDays })}
          data-testid="break-apply"
        >
          {t('settings.care.breakApply')}
        </Button>
      </div>
      {message && (
        <p className={message.ok ? styles.ok : styles.error} role="alert" data-testid="selfcare-message">
          {message.text}
        </p>
      )}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.type === 'TypeSelfBan'
            ? t('settings.care.breakConfirmTitle')
            : t('settings.care.limitConfirmTitle')
        }
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirm(null)}>
              {t('settings.care.back')}
            </Button>
            <Button
              variant={confirm?.type === 'TypeSelfBan' ? 'danger' : 'primary'}
              disabled={isLoading}
              onClick={() => void run()}
              data-testid="confirm-restriction"
            >
              {t('settings.care.confirm')}
            </Button>
          </>
        }
      >
        <p data-testid="restriction-confirm-text">
          {confirm?.type === 'TypeSelfBan'
            ? t('settings.care.breakConfirm', { period: t('account.days', { count: confirm.days }) })
            : t('settings.care.limitConfirm', {
                limit: formatMoney(confirm?.limit ?? 0, intl),
                period: t('account.days', { count: confirm?.days ?? 1 }),
              })}
        </p>
        <p className={styles.muted}>{t('settings.care.irreversible')}</p>
      </Modal>
    </div>
  );
}
