/** A labelled rounded select of the toolbars (sorts and filters). */
import styles from './ToolbarInputs.module.css';

/** One choice: its value and the text shown. */
export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** Props of SelectInput. */
export interface SelectInputProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** Shows the label for assistive technology only. */
  hideLabel?: boolean;
  testId?: string;
}

/** The select with its label. */
export function SelectInput<V extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  testId,
}: SelectInputProps<V>) {
  return (
    <label className={styles.select}>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as V)} data-testid={testId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
