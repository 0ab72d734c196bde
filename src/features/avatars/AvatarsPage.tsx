/** The avatars screen: a gallery of frames in every rarity colour. */
import { Icon, type IconName } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import styles from './AvatarsPage.module.css';

const GLYPHS: IconName[] = ['crown', 'flame', 'bolt', 'star', 'target', 'heart', 'shield'];

// One frame per rarity colour.
function Gallery() {
  return (
    <div className={styles.gallery}>
      {GLYPHS.map((g, i) => (
        <span key={g} className={styles.avatar} style={{ ['--rc' as string]: `var(--rarity-${i + 1})` }}>
          <Icon name={g} size={30} />
        </span>
      ))}
    </div>
  );
}

/** Avatar and frame picker preview. */
export function AvatarsPage() {
  const copy = useFeatureCopy('uiAvatars', 'user', ['crown', 'eye', 'sparkles']);
  return <FeaturePage {...copy} preview={<Gallery />} />;
}
