/** The small glowing pill over a heading that names the section ("Provably fair · CS2"). */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Eyebrow.module.css';

/** Props of Eyebrow: `large` is the landing hero's roomier pill. */
export interface EyebrowProps {
  children: ReactNode;
  icon?: IconName;
  large?: boolean;
  className?: string;
}

/** An eyebrow label. */
export function Eyebrow({ children, icon, large, className }: EyebrowProps) {
  return (
    <span className={[styles.eyebrow, large ? styles.large : '', className ?? ''].join(' ')}>
      {icon && <Icon name={icon} size={15} />}
      {children}
    </span>
  );
}
