/**
 * The index.html a visitor is served (issue 14, first load): the document language and a preload of the visitor's
 * message file, picked as the client picks it (path prefix, cookie, Accept-Language). Without the preload the
 * browser finds /_i18n/{code}.json only once the entry has run (index.js -> messages -> screen chunk -> render).
 *
 * The screen's own chunks are not preloaded: tried (route-hints from the build, 35-50 files for a screen) and
 * measured worse in Lighthouse's mobile run (FCP 2.4-2.8 s -> 3.5-3.7 s on /): over HTTP/1.1's six connections
 * they compete with the entry's files, which the first paint waits for. A same-origin link: the CSP needs no nonce.
 */
import { LOCALES, type LocaleCode } from '../../src/domain/locales';
import { demoAttribute } from '../../src/protocol/demo-page';
import type { SiteDemo } from '../../src/protocol/meta';
import { pageLocale, type LocaleInput } from '../views/messages';

/** The preload of a locale's messages. */
export function messagesPreload(locale: LocaleCode): string {
  // fetch() in src/lib/i18n.ts is a CORS-mode, same-origin-credentials request: `crossorigin` makes the preload match.
  return `<link rel="preload" href="/_i18n/${locale}.json" as="fetch" crossorigin>`;
}

/**
 * index.html for one visitor at `pathname`: the document language, the preload of its messages and the demo
 * providers this server runs.
 */
export function pageHtml(
  html: string,
  pathname: string,
  visitor: LocaleInput,
  demo: SiteDemo = { signIn: false, payments: false },
): string {
  const locale = pageLocale({ ...visitor, pathname });
  const iso = LOCALES.find((l) => l.code === locale)?.iso ?? locale;
  // Written even when empty: the page then says "none", and the client asks /meta/site for nothing.
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${iso}" data-demo="${demoAttribute(demo)}"`)
    .replace('</head>', `${messagesPreload(locale)}</head>`);
}
