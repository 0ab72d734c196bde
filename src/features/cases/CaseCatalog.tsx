/** The real cases of one type (or all) with a title search and price sorting. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import { PinButton } from './PinButton';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { SelectInput } from '../../components/SelectInput';
import { Skeleton } from '../../components/Skeleton';
import { arrangeCases, type CaseSort } from './case-model';
import { useCaseListQuery } from '../../api/case';
import { TypeTabs } from './TypeTabs';
import styles from './CaseCatalog.module.css';

const SORTS: CaseSort[] = ['featured', 'priceAsc', 'priceDesc'];

/** Props of CaseCatalog: the case type to list (all types when absent). */
export interface CaseCatalogProps {
  type?: string;
}

/** Toolbar (search, sort) and the grid of cases. */
export function CaseCatalog({ type }: CaseCatalogProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useCaseListQuery(type);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CaseSort>('featured');
  const shown = useMemo(() => arrangeCases(data ?? [], query, sort), [data, query, sort]);

  return (
    <div className={styles.catalog}>
      {type !== undefined && <TypeTabs current={type} />}
      <div className={styles.toolbar}>
        <SearchInput
          value={query}
          onChange={setQuery}
          label={t('cases.catalog.search')}
          testId="case-search"
        />
        <SelectInput
          label={t('cases.catalog.sortLabel')}
          value={sort}
          options={SORTS.map((s) => ({ value: s, label: t(`cases.catalog.sort.${s}`) }))}
          onChange={setSort}
          testId="case-sort"
        />
        {data && <span className={styles.count}>{t('cases.catalog.count', { count: shown.length })}</span>}
      </div>

      {isLoading && (
        <CaseGrid>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={236} radius={20} />
          ))}
        </CaseGrid>
      )}
      {isError && (
        <EmptyState role="alert" icon="alert" text={t('cases.catalog.error')}>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            {t('errors.retry')}
          </button>
        </EmptyState>
      )}
      {data && shown.length > 0 && (
        <CaseGrid>
          {shown.map((c) => (
            <CaseTile key={c.id} {...caseTileOf(c)} corner={<PinButton caseId={c.id} iconOnly />} />
          ))}
        </CaseGrid>
      )}
      {data && shown.length === 0 && (
        <EmptyState
          icon="box"
          text={data.length === 0 ? t('cases.catalog.emptyType') : t('cases.catalog.noMatch', { query })}
        >
          {data.length === 0 && (
            <ButtonLink to="/" variant="secondary" size="sm">
              {t('cases.catalog.browseAll')}
            </ButtonLink>
          )}
        </EmptyState>
      )}
    </div>
  );
}
