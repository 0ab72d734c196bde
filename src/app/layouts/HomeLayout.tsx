/** The home layout: a live-drops rail above full-width content with a soft hero glow. */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Container } from '../../components/Container';
import { rarityColor } from '../../components/CaseArt';
import { SAMPLE_DROPS } from './live-drops-sample';
import { WeaponGlyph } from '../../components/WeaponGlyph';
import styles from './HomeLayout.module.css';

/** Layout of home, my cases and community cases. */
export function HomeLayout() {
  const { t } = useTranslation();
  // The list is doubled so the marquee can loop without a visible seam.
  const drops = [...SAMPLE_DROPS, ...SAMPLE_DROPS];
  return (
    <div className={styles.home}>
      <section className={styles.rail} aria-label={t('layout.liveDrops')}>
        <div className={`overline ${styles.railLabel}`}>
          <span className={styles.dot} />
          {t('layout.liveDrops')}
        </div>
        <div className={styles.viewport}>
          <ul className={styles.track}>
            {drops.map((d, i) => (
              <li
                key={i}
                className={styles.drop}
                style={{ ['--rc' as string]: rarityColor(d.rank) }}
                aria-hidden={i >= SAMPLE_DROPS.length || undefined}
              >
                <WeaponGlyph color={rarityColor(d.rank)} width={70} />
                <span className={styles.dropText}>
                  <span className={styles.weapon}>{d.weapon}</span>
                  <span className={styles.skin}>{d.skin}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className={styles.glow} aria-hidden="true" />
      <Container className={styles.content}>
        <Outlet />
      </Container>
    </div>
  );
}
