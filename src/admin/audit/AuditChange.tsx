/** An audit entry's before/after, folded: the fields that changed side by side, the full JSON on demand. */
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The change an entry records. */
export function AuditChange({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  if (before === null && after === null) return <span className={styles.muted}>—</span>;
  const b = parse(before);
  const a = parse(after);
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const keys =
    isObj(b) || isObj(a)
      ? [...new Set([...Object.keys(isObj(b) ? b : {}), ...Object.keys(isObj(a) ? a : {})])]
      : [];
  return (
    <details className={styles.change}>
      <summary>
        {keys.length > 0
          ? keys.slice(0, 3).map((k) => (
              <span key={k} className={styles.field}>
                {k}: {show(isObj(b) ? b[k] : undefined)} → {show(isObj(a) ? a[k] : undefined)}
              </span>
            ))
          : `${show(b)} → ${show(a)}`}
      </summary>
      <dl className={styles.json}>
        <dt>{t('admin.audit.before')}</dt>
        <dd>
          <pre>{before ?? '—'}</pre>
        </dd>
        <dt>{t('admin.audit.after')}</dt>
        <dd>
          <pre>{after ?? '—'}</pre>
        </dd>
      </dl>
    </details>
  );
}
