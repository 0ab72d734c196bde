/** The avatars screen: a gallery of frames in every rarity colour. */
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './AvatarsPage.module.css';

const GLYPHS: IconName[] = ['crown', 'flame', 'bolt', 'star', 'target', 'heart', 'shield'];

/** Avatar and frame picker preview. */
export function AvatarsPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.uiAvatars.title')}
      lead={t('meta.uiAvatars.description')}
      eyebrow={t('pages.uiAvatars.eyebrow')}
      icon="user"
      features={t('pages.uiAvatars.features', { returnObjects: true })}
      featureIcons={['crown', 'eye', 'sparkles']}
      previewLabel={t('common.preview')}
      preview={
        <div className={styles.gallery}>
          {GLYPHS.map((g, i) => (
            <span key={g} className={styles.avatar} style={{ ['--rc' as string]: `var(--rarity-${i + 1})` }}>
              <Icon name={g} size={30} />
            </span>
          ))}
        </div>
      }
    />
  );
}
