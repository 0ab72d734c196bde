/** The home layout: the live-drops rail above full-width content with a soft hero glow. */
import { Outlet } from 'react-router';
import { Container } from '../../components/Container';
import { LiveDropsRail } from './LiveDropsRail';
import styles from './HomeLayout.module.css';

/** Layout of home, my cases and community cases. */
export function HomeLayout() {
  return (
    <div className={styles.home}>
      <LiveDropsRail />
      <div className={styles.glow} aria-hidden="true" />
      <Container className={styles.content}>
        <Outlet />
      </Container>
    </div>
  );
}
