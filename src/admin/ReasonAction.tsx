/**
 * A staff action that needs a reason: a button that opens a small dialog asking why, then runs the action; the
 * server's refusal is shown translated. Shared by every back-office area.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../components/Button';
import { Field } from '../components/Field';
import { Modal } from '../components/modal/Modal';
import { REASON_MAX } from '../domain/staff';
import { adminErrorText } from './errors';

/** Props of ReasonAction. */
export interface ReasonActionProps {
  label: ReactNode;
  title: ReactNode;
  /** Runs the action; throwing (an RTK Query error) keeps the dialog open with the error. */
  run: (reason: string) => Promise<unknown>;
  variant?: ButtonVariant;
  /** Fields shown above the reason (e.g. a duration). */
  children?: ReactNode;
  areaErrors?: string;
  testId?: string;
}

/** The button and its reason dialog. */
export function ReasonAction({
  label,
  title,
  run,
  variant = 'secondary',
  children,
  areaErrors,
  testId,
}: ReasonActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await run(reason.trim());
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(adminErrorText(t, err, areaErrors));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="sm">
        <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--s-4)' }}>
          {children}
          <Field
            label={t('admin.common.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REASON_MAX}
            required
            error={error ?? undefined}
            data-testid={testId ? `${testId}-reason` : undefined}
          />
          <Button
            type="submit"
            variant={variant === 'danger' ? 'danger' : 'primary'}
            disabled={busy || !reason.trim()}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {t('admin.common.confirm')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
