/** A loading indicator: a spinning ring. */
import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';

/** A spinning ring announced as "Loading". */
export function Spinner({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role="status"
      aria-label={t('common.loading')}
    />
  );
}
