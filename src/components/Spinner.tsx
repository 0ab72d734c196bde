/** Loading indicators: a spinner and shimmering skeleton blocks. */
import type { CSSProperties } from 'react';
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

/** A shimmering placeholder block of the given size. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: number;
  style?: CSSProperties;
}) {
  return (
    <span
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}
