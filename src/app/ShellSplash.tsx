/** Shown while the first screen's code loads: the logo over a pulsing glow. */
import { Logo } from '../components/Logo';
import styles from './ShellSplash.module.css';

/** The start-up splash. */
export function ShellSplash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <div className={styles.mark}>
        <Logo compact />
      </div>
    </div>
  );
}
