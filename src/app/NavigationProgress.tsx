/** A thin progress bar at the top while a navigation takes longer than ~100 ms. */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

/** Delay before the bar appears, so quick navigations stay calm (SPEC: router wait about 100 ms). */
const PROGRESS_DELAY_MS = 100;

/** The navigation progress bar. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className={styles.bar} role="progressbar" aria-hidden="true" /> : null;
}
