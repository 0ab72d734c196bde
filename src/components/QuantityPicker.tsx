/** A small whole-number stepper (−, the number, +) between `min` (1 by default) and `max`. */
import styles from './QuantityPicker.module.css';

/** Props of QuantityPicker: `label` names the number, `lessLabel`/`moreLabel` the buttons (all translated). */
export interface QuantityPickerProps {
  value: number;
  min?: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
  lessLabel: string;
  moreLabel: string;
}

/** The stepper. */
export function QuantityPicker({
  value,
  min = 1,
  max,
  onChange,
  label,
  lessLabel,
  moreLabel,
}: QuantityPickerProps) {
  return (
    <span className={styles.qty} role="group" aria-label={label}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={lessLabel}
        data-testid="qty-less"
      >
        −
      </button>
      <output aria-live="polite" data-testid="qty">
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={moreLabel}
        data-testid="qty-more"
      >
        +
      </button>
    </span>
  );
}
