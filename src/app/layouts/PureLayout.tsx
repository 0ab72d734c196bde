/** The pure layout: an immersive full-width stage with minimal chrome (no footer, compact header). */
import { Outlet } from 'react-router';
import styles from './PureLayout.module.css';

/** Layout of hunts, case opening and the case generator. */
export function PureLayout() {
  return (
    <div className={styles.stage}>
      <div className={styles.grid} aria-hidden="true" />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
