/** The local OpenID provider's sign-in page: pick a profile this browser created, or create one with a nickname. */
import type { LocalProfile } from '../services/auth/local-openid-provider';
import type { Translate } from './messages';
import { esc, messagePage, page } from './page';

const brand = (t: Translate) => `<div class="brand"><i></i>${esc(t('signIn.local.brand'))}</div>`;

/** The profile picker; each choice posts to `approveUrl` with the return_to it came with. */
export function localProviderPage(o: {
  t: Translate;
  lang: string;
  approveUrl: string;
  returnTo: string;
  realm: string;
  profiles: LocalProfile[];
}): string {
  const { t } = o;
  const hidden = `<input type="hidden" name="return_to" value="${esc(o.returnTo)}">`;
  const choices = o.profiles
    .slice(0, 8)
    .map(
      (
        p,
      ) => `<form method="post" action="${esc(o.approveUrl)}">${hidden}<input type="hidden" name="steamId" value="${esc(p.steamId)}">
<button class="profile" type="submit"><img src="${esc(p.avatar)}" alt=""><span><b>${esc(p.nickname)}</b><small>${esc(p.steamId)}</small></span></button></form>`,
    )
    .join('');
  const list = choices
    ? `<div class="list">${choices}</div>`
    : `<p class="sub" data-empty>${esc(t('signIn.local.empty'))}</p>`;
  return page(
    t('signIn.local.title'),
    `${brand(t)}<h1>${esc(t('signIn.local.heading', { host: new URL(o.realm).host }))}</h1>
<p class="sub">${esc(t('signIn.local.intro'))}</p>
${list}
<div class="divider">${esc(t('signIn.local.create'))}</div>
<form method="post" action="${esc(o.approveUrl)}" class="row">${hidden}
<input type="text" name="nickname" maxlength="32" minlength="2" required placeholder="${esc(t('signIn.local.nickname'))}" autocomplete="nickname">
<button class="primary" type="submit">${esc(t('signIn.local.submit'))}</button></form>
<p class="note">${esc(t('signIn.local.note'))}</p>`,
    o.lang,
  );
}

/** Why the local provider refused a request; each has a translated text under `signIn.local.errors`. */
export type LocalProviderRefusal =
  'not_understood' | 'other_site' | 'malformed' | 'nickname' | 'unknown_profile';

/** Shown when the provider is asked something it will not answer (a bad return_to, another browser's profile...). */
export function localProviderError(t: Translate, lang: string, reason: LocalProviderRefusal): string {
  return messagePage({
    brand: brand(t),
    icon: 'warn',
    title: t('signIn.local.refused'),
    text: t(`signIn.local.errors.${reason}`),
    lang,
  });
}
