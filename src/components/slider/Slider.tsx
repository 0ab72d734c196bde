/** An accessible range slider (role slider) whose fill glides for 300 ms when the value jumps. */
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import {
  SLIDER_DEFAULTS,
  ratioOf,
  snap,
  valueAfterKey,
  valueAtPointer,
  type SliderRange,
} from './slider-math';
import styles from './Slider.module.css';

/** Props of Slider. `label` is its accessible name. */
export interface SliderProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  animationMs?: number;
  disabled?: boolean;
  valueText?: (value: number) => string;
}

/** A horizontal slider driven by pointer or keyboard. */
export function Slider({
  value,
  onChange,
  label,
  min = SLIDER_DEFAULTS.min,
  max = SLIDER_DEFAULTS.max,
  step = SLIDER_DEFAULTS.step,
  animationMs = SLIDER_DEFAULTS.animationMs,
  disabled = false,
  valueText,
}: SliderProps) {
  const range: SliderRange = { min, max, step };
  const trackRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const current = snap(value, range);
  const pct = ratioOf(current, range) * 100;

  const emit = (next: number) => {
    if (next !== current) onChange(next);
  };
  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (rect) emit(valueAtPointer(e.clientX, rect.left, rect.width, range));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = valueAfterKey(e.key, current, range);
    if (next === null) return;
    e.preventDefault();
    emit(next);
  };

  const style = { '--pct': `${pct}%`, '--anim': dragging ? '0ms' : `${animationMs}ms` } as CSSProperties;
  return (
    <div
      className={`${styles.slider} ${disabled ? styles.disabled : ''}`}
      style={style}
      onPointerDown={(e) => {
        if (disabled || e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        (e.currentTarget.querySelector('[role="slider"]') as HTMLElement | null)?.focus();
        fromPointer(e);
      }}
      onPointerMove={(e) => {
        if (disabled || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
        setDragging(true);
        fromPointer(e);
      }}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
    >
      <div ref={trackRef} className={styles.track}>
        <div className={styles.fill} />
      </div>
      <div
        className={styles.thumb}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={valueText?.(current)}
        aria-disabled={disabled || undefined}
        onKeyDown={disabled ? undefined : onKeyDown}
      />
    </div>
  );
}
