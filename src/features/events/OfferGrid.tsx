/** The event marketplace's offers (GET /v1/event/marketplace), all or the first few; the feast page shows a few. */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useGetMarketplaceQuery } from '../../api/event';
import { useSessionToken } from '../../api/user';
import { OfferCard } from './OfferCard';

/** Props of OfferGrid: `limit` shows only the first offers, ticket offers first. */
export interface OfferGridProps {
  limit?: number;
}

/** The offers, or why there are none. */
export function OfferGrid({ limit }: OfferGridProps) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const { data, isLoading, isError } = useGetMarketplaceQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Skeleton height={280} radius={16} />;
  if (isError || !data)
    return <EmptyState framed icon="alert" role="alert" text={t('events.market.loadFailed')} />;
  const offers = limit
    ? [...data.offers].sort((x, y) => Number(y.available) - Number(x.available)).slice(0, limit)
    : data.offers;
  if (offers.length === 0)
    return <EmptyState framed icon="store" text={t('events.market.empty')} testId="offers-empty" />;
  return (
    <AutoGrid min={210} phone={1} testId="offers">
      {offers.map((o) => (
        <OfferCard key={o.id} offer={o} signedIn={signedIn} />
      ))}
    </AutoGrid>
  );
}
