/** The block a list shows instead of its rows: an icon or art, a title, a plain sentence and an optional action. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './EmptyState.module.css';

/** Props of EmptyState: `text` says plainly what is empty (or what went wrong, with `role="alert"`). */
export interface EmptyStateProps {
  icon?: IconName;
  /** Size of the icon in px. */
  iconSize?: number;
  /** Art drawn instead of the icon (e.g. a dimmed case). */
  art?: ReactNode;
  title?: ReactNode;
  text?: ReactNode;
  /** A button or link (or several) under the text. */
  action?: ReactNode;
  /** A dashed frame with a minimum height, for a grid that is empty. */
  framed?: boolean;
  /** Quiet colours for dialogs: muted text and a plain bold title. */
  muted?: boolean;
  role?: 'alert' | 'status';
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** An empty (or failed) list, said in words. */
export function EmptyState({
  icon,
  iconSize = 28,
  art,
  title,
  text,
  action,
  framed,
  muted,
  role,
  className,
  testId,
  children,
}: EmptyStateProps) {
  const cls = [styles.empty, framed ? styles.framed : '', muted ? styles.muted : '', className ?? ''];
  return (
    <div className={cls.join(' ')} role={role} data-testid={testId}>
      {art && <div className={styles.art}>{art}</div>}
      {icon && <Icon name={icon} size={iconSize} />}
      {title && <h2 className={styles.title}>{title}</h2>}
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
