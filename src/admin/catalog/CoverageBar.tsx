/** The 1..100000 ticket line of the case editor: covered once (fine), gaps and overlaps drawn where they are. */
import { useTranslation } from 'react-i18next';
import type { CoverageSpan } from '../../domain/odds';
import { formatCount } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import styles from './catalog.module.css';

const TOTAL = 100000;

/** The bar and its legend. */
export function CoverageBar({ spans, covered }: { spans: readonly CoverageSpan[]; covered: number }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const kind = (s: CoverageSpan) => (s.depth === 0 ? 'gap' : s.depth === 1 ? 'ok' : 'overlap');
  return (
    <div className={styles.coverage} data-testid="catalog-coverage">
      <div
        className={styles.bar}
        role="img"
        aria-label={t('admin.catalog.editor.coverage', {
          covered: formatCount(covered, intl),
          total: formatCount(TOTAL, intl),
        })}
      >
        {spans.map((s) => (
          <span
            key={s.from}
            className={styles[kind(s)]}
            style={{ width: `${((s.to - s.from + 1) / TOTAL) * 100}%` }}
            title={`${s.from}..${s.to}`}
            data-kind={kind(s)}
          />
        ))}
      </div>
      <p className={styles.legend} data-testid="catalog-covered">
        {t('admin.catalog.editor.coverage', {
          covered: formatCount(covered, intl),
          total: formatCount(TOTAL, intl),
        })}
      </p>
    </div>
  );
}
