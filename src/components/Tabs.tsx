/** A row of tabs: page links (a nav with aria-current) or in-page filters (a tablist of buttons). */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { LocaleLink } from './LocaleLink';
import { nextIndexForKey, selectedIndex } from './tab-keys';
import styles from './Tabs.module.css';

/** One tab: with `to` it is a link to that English path, otherwise a button. */
export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  icon?: IconName;
  /** A small count after the label. */
  count?: ReactNode;
  to?: string;
  testId?: string;
}

/** Look of the row: `bar` (battle bar), `underline` (event banner), `pill` (case types), `chip` (lobby filters), `boxed` (dialog tabs). */
export type TabsVariant = 'bar' | 'underline' | 'pill' | 'chip' | 'boxed';

/** Props of Tabs: `value` is the current id; `onChange` is called for button tabs. */
export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  value?: K;
  onChange?: (id: K) => void;
  /** The accessible name of the row. */
  label: string;
  variant?: TabsVariant;
  /** Shown after the tabs inside the same row (e.g. a live indicator). */
  trailing?: ReactNode;
  className?: string;
  testId?: string;
}

/** Links when every item has `to`, otherwise an ARIA tablist with arrow-key movement. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'bar',
  trailing,
  className,
  testId,
}: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const cls = [styles.tabs, styles[variant], className ?? ''].join(' ');
  const inner = (item: TabItem<K>) => (
    <>
      {item.icon && <Icon name={item.icon} size={16} />}
      {item.label}
      {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
    </>
  );
  if (items.every((i) => i.to !== undefined)) {
    return (
      <nav className={cls} aria-label={label} data-testid={testId}>
        {items.map((item) => (
          <LocaleLink
            key={item.id}
            to={item.to ?? '/'}
            className={styles.tab}
            aria-current={item.id === value ? 'page' : undefined}
            data-testid={item.testId}
          >
            {inner(item)}
          </LocaleLink>
        ))}
        {trailing}
      </nav>
    );
  }
  const ids = items.map((i) => i.id);
  const stop = selectedIndex(ids, value);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndexForKey(e.key, i, items.length);
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onChange?.(ids[next]);
  };
  return (
    <div className={cls} role="tablist" aria-label={label} data-testid={testId}>
      {items.map((item, i) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={item.id === value}
          tabIndex={i === stop ? 0 : -1}
          onClick={() => onChange?.(item.id)}
          onKeyDown={(e) => onKey(e, i)}
          data-testid={item.testId}
        >
          {inner(item)}
        </button>
      ))}
      {trailing}
    </div>
  );
}
