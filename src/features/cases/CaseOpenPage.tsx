/** The /cases/open/:id screen (immersive layout): the case, a reel preview and the odds promise. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { CaseArt, rarityColor, type RarityRank } from '../../components/CaseArt';
import { WeaponGlyph } from '../../components/WeaponGlyph';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './CaseOpenPage.module.css';

const REEL: RarityRank[] = [5, 6, 4, 7, 3, 5, 2, 6, 5, 4, 7, 1];

/** Open one case. */
export function CaseOpenPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <FeaturePage
      title={t('meta.caseOpen.title')}
      lead={t('meta.caseOpen.description')}
      eyebrow={`${t('pages.caseOpen.eyebrow')} · #${id}`}
      icon="box"
      art={<CaseArt rank={1} size={200} />}
      features={t('pages.caseOpen.features', { returnObjects: true })}
      featureIcons={['eye', 'box', 'coin']}
      preview={
        <div className={styles.stage}>
          <div className={styles.reel} aria-hidden="true">
            <span className={styles.marker} />
            {REEL.map((rank, i) => (
              <span key={i} className={styles.item} style={{ ['--rc' as string]: rarityColor(rank) }}>
                <WeaponGlyph color={rarityColor(rank)} width={88} />
              </span>
            ))}
          </div>
          <Button size="lg" icon="play" disabled>
            {t('pages.caseOpen.open')}
          </Button>
        </div>
      }
    />
  );
}
