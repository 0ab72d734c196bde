/** Links to every case type's collection, the current one highlighted. */
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { typePath } from './case-paths';
import { useCaseTypesQuery } from '../../api/case';
import { useTypeTitle } from './use-type-title';

function TypeTitle({ type }: { type: string }) {
  return useTypeTitle(type);
}

/** The row of case-type links (hidden until the types arrive). */
export function TypeTabs({ current }: { current: string }) {
  const { t } = useTranslation();
  const { data } = useCaseTypesQuery();
  if (!data?.length) return null;
  return (
    <Tabs
      variant="pill"
      label={t('nav.cases')}
      value={current}
      items={data.map((c) => ({
        id: c.type,
        to: typePath(c.type),
        label: <TypeTitle type={c.type} />,
        count: c.count,
      }))}
    />
  );
}
