/** The reason every Money action needs: a labelled text area (1-500 characters; the server checks it too). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './money.module.css';

/** Props of ReasonField. */
export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** The reason text area with its label. */
export function ReasonField({ value, onChange, testId }: ReasonFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label htmlFor={id} className={styles.reasonField}>
      <span className={styles.reasonLabel}>{t('admin.money.reason')}</span>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={500}
        placeholder={t('admin.money.reasonHint')}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
