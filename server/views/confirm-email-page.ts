/** The page a confirmation link lands on, in the player's language: confirm (a button, so link scanners spend nothing), or what happened. */
import type { Translate } from './messages';
import { esc, messagePage, page, type Icon } from './page';

/** What the page says: a link to use, the address confirmed, or why the link does not work. */
export type ConfirmPageState = 'valid' | 'confirmed' | 'used' | 'expired' | 'invalid';

const ICONS: Record<ConfirmPageState, Icon> = {
  valid: 'unknown',
  confirmed: 'ok',
  used: 'warn',
  expired: 'wait',
  invalid: 'cancel',
};

/** The page for one state; `token` fills the form of a valid link, `home` is the site's address. */
export function confirmEmailPage(o: {
  t: Translate;
  lang: string;
  state: ConfirmPageState;
  token?: string;
  home: string;
}): string {
  const { t } = o;
  const brand = `<div class="brand"><i></i>${esc(t('brand.name'))}</div>`;
  const title = t(`mail.page.${o.state}.title`);
  const text = t(`mail.page.${o.state}.text`);
  if (o.state === 'valid')
    return page(
      title,
      `${brand}<h1 data-state="valid">${esc(title)}</h1><p class="sub">${esc(text)}</p>
<form method="post" action="confirm"><input type="hidden" name="token" value="${esc(o.token ?? '')}">
<button class="primary" type="submit" data-testid="confirm-email">${esc(t('mail.page.valid.button'))}</button></form>`,
      o.lang,
    );
  return messagePage({
    brand: `${brand}<span hidden data-state="${o.state}"></span>`,
    icon: ICONS[o.state],
    title,
    text,
    link: { href: `${o.home}/?settings=email`, label: t('mail.page.settings') },
    lang: o.lang,
  });
}
