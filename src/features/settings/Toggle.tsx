/** The settings' labelled switch. */
import styles from './SettingsDialog.module.css';

/** A labelled switch. */
export function Toggle({
  checked,
  onChange,
  label,
  disabled,
  testId,
  describedBy,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.switch}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span />
    </button>
  );
}
