/** A one-of-several choice drawn as joined buttons (an ARIA radiogroup with arrow-key movement). */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndexForKey, selectedIndex } from './tab-keys';
import styles from './SegmentedControl.module.css';

/** One choice of a SegmentedControl. */
export interface SegmentOption<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** Look: `block` fills the width with brand-filled choices, `pill` is compact and inline. */
export type SegmentedVariant = 'block' | 'pill';

/** Props of SegmentedControl: `label` names the group for assistive technology. */
export interface SegmentedControlProps<V> {
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  label?: string;
  variant?: SegmentedVariant;
  className?: string;
  testId?: string;
}

/** The row of choices; the chosen one has aria-checked. */
export function SegmentedControl<V>({
  options,
  value,
  onChange,
  label,
  variant = 'block',
  className,
  testId,
}: SegmentedControlProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const stop = selectedIndex(
    options.map((o) => o.value),
    value,
  );
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndexForKey(e.key, i, options.length);
    if (next === null || options[next].disabled) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onChange(options[next].value);
  };
  return (
    <div
      className={[styles.segment, styles[variant], className ?? ''].join(' ')}
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
    >
      {options.map((o, i) => (
        <button
          key={String(o.value)}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={i === stop ? 0 : -1}
          disabled={o.disabled}
          onClick={() => onChange(o.value)}
          onKeyDown={(e) => onKey(e, i)}
          data-testid={o.testId}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
