/** A check's outcome as the verifiers write it: a green tick or a red cross. */
import styles from './CheckMark.module.css';

/** ✓ when `ok`, ✗ otherwise. */
export const CheckMark = ({ ok }: { ok: boolean }) => (
  <span className={ok ? styles.ok : styles.bad}>{ok ? '✓' : '✗'}</span>
);
