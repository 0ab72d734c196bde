/** A small pill label (status, mode, count) in one of a few tones. */
import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';

/** Colour of a badge. */
export type BadgeTone =
  'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'violet' | 'coral' | 'cyan';

/** Props of Badge: `outline` draws the bordered, slightly larger variant; `plain` keeps the text's case. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  outline?: boolean;
  plain?: boolean;
}

/** A status or count pill. */
export function Badge({ tone = 'neutral', outline, plain, className, ...rest }: BadgeProps) {
  const cls = [
    styles.badge,
    styles[tone],
    outline ? styles.outline : '',
    plain ? styles.plain : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <span className={cls} {...rest} />;
}
