/** The page a browser sees when sign-in cannot even hand it back to the site (a foreign address, too many tries...). */
import type { Translate } from './messages';
import { esc, messagePage } from './page';

/** Codes with their own text under `signIn.errors`; anything else reads as `invalid_request`. */
const SIGN_IN_PAGE_CODES = [
  'invalid_redirect',
  'invalid_origin',
  'rate_limited',
  'invalid_request',
  'server_error',
] as const;

/** A translated sign-in error page with a link back to the site; the code is printed for support. */
export function signInErrorPage(o: { t: Translate; lang: string; code: string; home: string }): string {
  const known = (SIGN_IN_PAGE_CODES as readonly string[]).includes(o.code) ? o.code : 'invalid_request';
  return messagePage({
    brand: `<div class="brand"><i></i>${esc(o.t('brand.name'))}</div>`,
    icon: 'warn',
    title: o.t('account.errors.title'),
    text: o.t(`signIn.errors.${known}`),
    link: { href: o.home, label: o.t('signIn.backHome') },
    note: o.t('signIn.errorCode', { code: o.code }),
    lang: o.lang,
  });
}
