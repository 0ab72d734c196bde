/**
 * The demo ribbon on a page that does not name the demo providers (not served by the app server, e.g. Vite's dev
 * server): it asks /meta/site and shows nothing until the server answers. The app server's pages name them on the
 * root element, and AppShell shows DemoRibbonNote from the first render instead (no layout shift).
 */
import { useGetSiteInfoQuery } from '../../api/meta';
import { DemoRibbonNote } from './DemoRibbonNote';

export function DemoRibbon() {
  const { data } = useGetSiteInfoQuery();
  return <DemoRibbonNote demo={data?.demo} />;
}
