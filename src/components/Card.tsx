/** A raised surface with an optional accent glow. */
import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

/** Props of Card: `glow` tints the top edge with a CSS colour. */
export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  glow?: string;
  interactive?: boolean;
  padded?: boolean;
}

/** A card surface. */
export function Card({ glow, interactive, padded = true, className, style, ...rest }: CardProps) {
  const cls = [
    styles.card,
    interactive ? styles.interactive : '',
    padded ? styles.padded : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <div className={cls} style={glow ? { ...style, ['--glow' as string]: glow } : style} {...rest} />;
}
