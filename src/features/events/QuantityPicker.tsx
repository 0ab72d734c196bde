/** A small whole-number stepper (−, the number, +) between 1 and `max`. */
import { useTranslation } from 'react-i18next';
import styles from './offers.module.css';

/** Props of QuantityPicker: `label` names the number for assistive technology. */
export interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
}

/** The stepper. */
export function QuantityPicker({ value, max, onChange, label }: QuantityPickerProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.qty} role="group" aria-label={label}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t('events.market.less')}
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
        aria-label={t('events.market.more')}
        data-testid="qty-more"
      >
        +
      </button>
    </span>
  );
}
