/** Buttons and button-looking links in four variants and three sizes. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { LocaleLink } from './LocaleLink';
import styles from './Button.module.css';

/** Visual variant of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: Look, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {}

/** A native button with the brand look. */
export function Button({
  variant,
  size,
  icon,
  block,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={classes({ variant, size, block }, className)} {...rest}>
      {icon && <Icon name={icon} size={size === 'sm' ? 16 : 18} />}
      {children}
    </button>
  );
}

/** Props of ButtonLink: `to` is the English path (the locale prefix is added). */
export interface ButtonLinkProps extends Look {
  to: string;
  children: ReactNode;
  className?: string;
}

/** A router link that looks like a button. */
export function ButtonLink({ to, variant, size, icon, block, className, children }: ButtonLinkProps) {
  return (
    <LocaleLink to={to} className={classes({ variant, size, block }, className)}>
      {icon && <Icon name={icon} size={size === 'sm' ? 16 : 18} />}
      {children}
    </LocaleLink>
  );
}
