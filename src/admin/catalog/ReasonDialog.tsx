/** A dialog that asks why before a destructive staff action (retire, take down); the reason goes to the audit log. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/modal/Modal';
import { REASON_MAX } from '../../domain/staff';
import styles from './catalog.module.css';

/** Props of ReasonDialog. */
export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy?: boolean;
  error?: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** The dialog: a required reason of 1..500 characters, then the danger button. */
export function ReasonDialog({
  open,
  title,
  text,
  confirm,
  busy,
  error,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const ok = reason.trim().length > 0 && reason.length <= REASON_MAX;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.catalog.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!ok || busy}
            onClick={() => onConfirm(reason.trim())}
            data-testid="reason-confirm"
          >
            {confirm}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>{text}</p>
      <label className={styles.reason}>
        <span>{t('admin.catalog.reason')}</span>
        <textarea
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          data-testid="reason-input"
        />
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Modal>
  );
}
