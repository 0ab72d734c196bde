/** The avatars screen: a gallery of frames in every rarity colour. */
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './AvatarsPage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

const GLYPHS: IconName[] = ['crown', 'flame', 'bolt', 'star', 'target', 'heart', 'shield'];

/** Avatar and frame picker preview. */
export function AvatarsPage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('uiAvatars');
  return (
    <FeaturePage
      {...copy}
      icon="user"
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
