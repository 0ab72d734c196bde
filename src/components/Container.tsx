/** Centres content at the site's maximum width with responsive side gutters. */
import type { HTMLAttributes } from 'react';
import styles from './Container.module.css';

/** Props of Container: `wide` drops the maximum width. */
export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  wide?: boolean;
}

/** A centred content column. */
export function Container({ wide, className, ...rest }: ContainerProps) {
  return (
    <div
      className={[styles.container, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
