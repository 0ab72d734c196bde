/** A real case in a grid: its art, title and price, linking to its opening page. */
import { LocaleLink } from '../../components/LocaleLink';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { CaseSummary } from '../../protocol/api-catalog';
import styles from './CaseCard.module.css';

const TYPE_COLOURS: Record<string, string> = {
  featured: 'var(--c-accent)',
  budget: 'var(--rarity-6)',
  premium: 'var(--rarity-2)',
  knife: 'var(--rarity-1)',
  fun: 'var(--rarity-3)',
  daily: 'var(--c-success)',
  community: 'var(--rarity-4)',
};

/** The accent colour of a case type. */
export function typeColour(type: string): string {
  return TYPE_COLOURS[type] ?? 'var(--rarity-5)';
}

/** One case tile linking to /cases/open/{id}. */
export function CaseCard({ c, label }: { c: CaseSummary; label?: string }) {
  const intl = useIntlLocale();
  return (
    <LocaleLink
      to={`/cases/open/${c.id}`}
      className={styles.tile}
      style={{ ['--rc' as string]: typeColour(c.type) }}
      data-testid="case-card"
      data-case-id={c.id}
    >
      {label && <span className={styles.badge}>{label}</span>}
      <span className={styles.art}>
        <img src={c.image} alt="" width={150} height={128} loading="lazy" decoding="async" />
      </span>
      <span className={styles.name}>{c.title}</span>
      <span className={styles.price}>{formatMoney(c.price, intl)}</span>
    </LocaleLink>
  );
}
