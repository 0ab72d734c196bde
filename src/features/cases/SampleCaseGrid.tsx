/** Case tiles built from the sample cases and the translated case names. */
import { useTranslation } from 'react-i18next';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile } from '../../components/CaseTile';
import { formatCents } from '../../lib/format';
import { SAMPLE_CASES } from '../../lib/samples';
import { useIntlLocale } from '../../lib/use-locale';

/** Props of SampleCaseGrid: which samples, and whether tiles show a level lock instead of a price. */
export interface SampleCaseGridProps {
  offset?: number;
  count?: number;
  levels?: boolean;
}

/** A grid of sample cases. */
export function SampleCaseGrid({ offset = 0, count = 6, levels = false }: SampleCaseGridProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const names = t('cases.names', { returnObjects: true });
  const tiles = Array.from({ length: count }, (_, i) => (offset + i) % SAMPLE_CASES.length);
  return (
    <CaseGrid>
      {tiles.map((idx, i) => (
        <CaseTile
          key={`${idx}-${i}`}
          rank={SAMPLE_CASES[idx].rank}
          name={names[idx % names.length].name}
          tag={names[idx % names.length].tag}
          price={levels ? undefined : t('cases.priceFrom', { price: formatCents(SAMPLE_CASES[idx].priceCents, intl) })}
          locked={levels && i > 0 ? t('pages.dailyCases.level', { level: (i + 1) * 10 }) : undefined}
        />
      ))}
    </CaseGrid>
  );
}
