/** The Feast event screen. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile } from '../../components/CaseTile';
import type { RarityRank } from '../../components/CaseArt';

const EVENT_CASES: RarityRank[] = [3, 2, 1, 4];

/** The seasonal event. */
export function FeastPage() {
  const { t } = useTranslation();
  const names = t('cases.names', { returnObjects: true });
  return (
    <FeaturePage
      title={t('meta.feast.title')}
      lead={t('meta.feast.description')}
      eyebrow={t('pages.feast.eyebrow')}
      icon="flame"
      features={t('pages.feast.features', { returnObjects: true })}
      featureIcons={['star', 'box', 'trophy']}
      previewLabel={t('common.preview')}
      preview={
        <CaseGrid>
          {EVENT_CASES.map((rank, i) => (
            <CaseTile
              key={i}
              rank={rank}
              name={names[i + 2].name}
              tag={names[i + 2].tag}
              locked={t('layout.eventTickets')}
            />
          ))}
        </CaseGrid>
      }
    />
  );
}
