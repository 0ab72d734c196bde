/** The root error boundary: logs router errors, retries failed chunks, shows not-found or the generic page. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Container } from '../../components/Container';
import { isChunkLoadError, reloadOnce } from '../../lib/chunk-reload';
import { createLogger } from '../../lib/logger';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
import { isNotFoundError } from '../route-errors';
import { useDocumentMeta } from '../use-document-meta';
import { GenericErrorView } from './GenericErrorView';
import { NotFoundPage } from './NotFoundPage';

const log = createLogger('router');

/** Rendered by the router in place of the app when a route fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isNotFoundError(error);
  useDocumentMeta(notFound ? 'notFound' : 'error');
  useEffect(() => {
    if (isChunkLoadError(error) && reloadOnce()) return;
    if (notFound) log.warn(error instanceof Error ? error.message : 'route not found', error);
    else log.error('router error', error);
  }, [error, notFound]);
  return (
    <>
      <Header />
      <main id="main" style={{ flex: 1 }}>
        <Container>{notFound ? <NotFoundPage /> : <GenericErrorView />}</Container>
      </main>
      <Footer />
    </>
  );
}
