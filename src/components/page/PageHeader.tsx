/** The top of a screen: eyebrow, the page heading (h1), a lead paragraph, actions and optional art. */
import type { ReactNode } from 'react';
import { Eyebrow } from '../Eyebrow';
import type { IconName } from '../Icon';
import styles from './PageHeader.module.css';

/** Props of PageHeader. */
export interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
  art?: ReactNode;
}

/** A screen header; its h1 is the page heading tests and screen readers look for. */
export function PageHeader({ title, lead, eyebrow, icon, actions, art }: PageHeaderProps) {
  return (
    <header className={`${styles.header} ${art ? styles.withArt : ''}`}>
      <div className={styles.text}>
        {eyebrow && (
          <Eyebrow icon={icon} className={styles.eyebrow}>
            {eyebrow}
          </Eyebrow>
        )}
        <h1 className={`gradient-text ${styles.title}`} data-testid="page-title">
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {art && <div className={styles.art}>{art}</div>}
    </header>
  );
}
