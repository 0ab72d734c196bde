// The index.html a visitor is served: the document language and the preload of the visitor's message file, picked
// as the client picks it.
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../server/plugins/page-hints';

const HTML = '<!doctype html><html lang="en"><head><title>CaseArena</title></head><body></body></html>';
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => m[1]);

describe('pageHtml', () => {
  it('preloads the English messages, in the head, for an English visitor', () => {
    const html = pageHtml(HTML, '/', { acceptLanguage: 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="en-US"');
    expect(preloaded(html)).toEqual(['/_i18n/en.json']);
    expect(html.indexOf('/_i18n/en.json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('picks the locale as the client does: path prefix, then cookie, then Accept-Language, then English', () => {
    const visitor = { acceptLanguage: 'fr', cookies: { i18n_redirected: 'ru' } };
    const fromPath = pageHtml(HTML, '/de/battles', visitor);
    expect(preloaded(fromPath)).toEqual(['/_i18n/de.json']);
    expect(fromPath).toContain('<html lang="de-DE"');
    expect(preloaded(pageHtml(HTML, '/zh-CN', visitor))).toEqual(['/_i18n/zh-CN.json']);
    expect(preloaded(pageHtml(HTML, '/battles', visitor))).toEqual(['/_i18n/ru.json']);
    expect(preloaded(pageHtml(HTML, '/battles', { acceptLanguage: 'pt-PT,pt;q=0.8' }))).toEqual([
      '/_i18n/pt-BR.json',
    ]);
    expect(preloaded(pageHtml(HTML, '/xx/battles', {}))).toEqual(['/_i18n/en.json']);
  });

  it('names the demo providers on the root element, and says so when none is on', () => {
    const both = pageHtml(HTML, '/', {}, { signIn: true, payments: true });
    expect(both).toContain('<html lang="en-US" data-demo="sign-in payments">');
    expect(pageHtml(HTML, '/', {}, { signIn: false, payments: true })).toContain('data-demo="payments"');
    expect(pageHtml(HTML, '/', {}, { signIn: false, payments: false })).toContain('data-demo=""');
    expect(pageHtml(HTML, '/', {})).toContain('data-demo=""');
  });
});
