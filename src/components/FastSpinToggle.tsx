/** The "fast spin" checkbox beside a show's play button (case openings, the upgrader). */
import { Icon } from './Icon';
import styles from './FastSpinToggle.module.css';

/** Props of FastSpinToggle: `label` is the translated text beside the bolt. */
export interface FastSpinToggleProps {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  testId?: string;
}

/** A labelled checkbox with a bolt icon. */
export function FastSpinToggle({ checked, onChange, label, testId }: FastSpinToggleProps) {
  return (
    <label className={styles.fast}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <Icon name="bolt" size={15} />
      {label}
    </label>
  );
}
