/** A shimmering placeholder block that stands where content is still loading. */
import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** Props of Skeleton: the size of the block and an optional corner radius (px). */
export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: number;
  style?: CSSProperties;
  className?: string;
}

/** A placeholder hidden from assistive technology (the surrounding region announces loading). */
export function Skeleton({ width = '100%', height = 16, radius, style, className }: SkeletonProps) {
  return (
    <span
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}
