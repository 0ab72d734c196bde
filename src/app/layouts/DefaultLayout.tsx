/** The default layout: the screen in the site's content column. */
import { Outlet } from 'react-router';
import { Container } from '../../components/Container';

/** Layout of screens that state no layout. */
export function DefaultLayout() {
  return (
    <Container>
      <Outlet />
    </Container>
  );
}
