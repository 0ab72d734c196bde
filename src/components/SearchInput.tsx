/** The site's rounded search box (case catalog, item pickers, community cases). */
import { Icon } from './Icon';
import styles from './ToolbarInputs.module.css';

/** Props of SearchInput: the label is the placeholder and the accessible name. */
export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
}

/** A search field with its glass icon. */
export function SearchInput({ value, onChange, label, testId }: SearchInputProps) {
  return (
    <label className={styles.search}>
      <Icon name="search" size={16} />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        data-testid={testId}
      />
    </label>
  );
}
