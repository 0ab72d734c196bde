/** The local OpenID provider's sign-in page: pick a demo Steam profile or create one with a nickname. */
import type { LocalProfile } from '../services/local-openid-provider';
import { esc, messagePage, page } from './page';

const BRAND = '<div class="brand"><i></i>Local Steam sign-in</div>';

/** The profile picker; each choice posts to `approveUrl` with the return_to it came with. */
export function localProviderPage(o: { approveUrl: string; returnTo: string; realm: string; profiles: LocalProfile[] }): string {
  const hidden = `<input type="hidden" name="return_to" value="${esc(o.returnTo)}">`;
  const choices = o.profiles
    .slice(0, 8)
    .map(
      (p) => `<form method="post" action="${esc(o.approveUrl)}">${hidden}<input type="hidden" name="steamId" value="${esc(p.steamId)}">
<button class="profile" type="submit"><img src="${esc(p.avatar)}" alt=""><span><b>${esc(p.nickname)}</b><small>${esc(p.steamId)}</small></span></button></form>`,
    )
    .join('');
  return page(
    'Sign in through Steam (local)',
    `${BRAND}<h1>Sign in to ${esc(new URL(o.realm).host)}</h1>
<p class="sub">This development server stands in for Steam. Choose a demo profile, or create one with a nickname.</p>
<div class="list">${choices}</div>
<div class="divider">or create a profile</div>
<form class="row" method="post" action="${esc(o.approveUrl)}">${hidden}
<input type="text" name="nickname" maxlength="32" minlength="2" required placeholder="Nickname" autocomplete="nickname">
<button class="primary" type="submit">Sign in</button></form>
<p class="note">Profiles made here exist only on this server. Real Steam sign-in is used when STEAM_OPENID_ENDPOINT is set.</p>`,
  );
}

/** Shown when the provider is asked something it will not answer (a bad return_to, an unknown profile...). */
export function localProviderError(text: string): string {
  return messagePage({ brand: BRAND, icon: 'warn', title: 'Sign-in request refused', text });
}
