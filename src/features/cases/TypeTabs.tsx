/** Links to every case type's collection, the current one highlighted. */
import { LocaleLink } from '../../components/LocaleLink';
import { typePath } from './case-paths';
import { useCaseTypesQuery } from './cases-api';
import { useTypeTitle } from './use-type-title';
import styles from './TypeTabs.module.css';

function Tab({ type, count, current }: { type: string; count: number; current: boolean }) {
  const title = useTypeTitle(type);
  return (
    <LocaleLink
      to={typePath(type)}
      className={`${styles.tab} ${current ? styles.on : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {title}
      <span className={styles.count}>{count}</span>
    </LocaleLink>
  );
}

/** The row of case-type links (hidden until the types arrive). */
export function TypeTabs({ current }: { current: string }) {
  const { data } = useCaseTypesQuery();
  if (!data?.length) return null;
  return (
    <nav className={styles.tabs}>
      {data.map((t) => (
        <Tab key={t.type} type={t.type} count={t.count} current={t.type === current} />
      ))}
    </nav>
  );
}
