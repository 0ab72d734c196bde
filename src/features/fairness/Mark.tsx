/** A check's outcome as the verifier writes it: a green tick or a red cross. */
import styles from './Verifier.module.css';

/** ✓ when `ok`, ✗ otherwise. */
export const Mark = ({ ok }: { ok: boolean }) => (
  <span className={ok ? styles.ok : styles.bad}>{ok ? '✓' : '✗'}</span>
);
