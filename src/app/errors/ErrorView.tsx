/** The frame of an error screen: art, the page heading, one sentence and the ways out. */
import type { ReactNode } from 'react';
import styles from './ErrorView.module.css';

/** Props of ErrorView; texts arrive translated. */
export interface ErrorViewProps {
  testId: string;
  art: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}

/** An error screen, centred. */
export function ErrorView({ testId, art, title, text, actions }: ErrorViewProps) {
  return (
    <section className={styles.view} data-testid={testId}>
      {art}
      <h1 className={styles.title} data-testid="page-title">
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
