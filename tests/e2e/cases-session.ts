/** Test helpers of the case e2e: a new signed-in user through the local OpenID provider, and sandbox top-ups. */

/** A case as GET /v1/case/list answers it (the fields the tests read). */
export interface CaseSummary {
  id: string;
  title: string;
  type: string;
  price: number;
}

/** A signed-in test user: its bearer token. */
export interface TestUser {
  token: string;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Sign-in as a person would: login -> local provider page -> approve a new nickname -> follow redirects to ?token=. */
export async function signInNewUser(baseUrl: string, nickname: string): Promise<TestUser> {
  const base = new URL(baseUrl);
  // Requests go to the address we know answers; with PUBLIC_URL unset, sign-in runs on that address.
  const local = (u: string) => {
    const url = new URL(u, baseUrl);
    return `${base.origin}${url.pathname}${url.search}`;
  };
  let cookie = '';
  const keep = (res: Response) => {
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) cookie = [cookie, ...set.map((c) => c.split(';')[0])].filter(Boolean).join('; ');
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(local(url), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    keep(res);
    return res;
  };
  const back = `${base.origin}/auth/callback?redirect=/`;
  let res = await go(`/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(back)}`);
  res = await go(res.headers.get('location') ?? '');
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const returnTo = /name="return_to" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !returnTo) throw new Error(`no approve form on the local provider page (${res.status})`);
  const body = new URLSearchParams({ return_to: decode(returnTo), nickname });
  res = await go(decode(action), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  for (let hop = 0; hop < 6; hop++) {
    const loc = res.headers.get('location');
    if (!loc) break;
    const token = new URL(loc, baseUrl).searchParams.get('token');
    if (token) return { token };
    res = await go(loc);
  }
  throw new Error(`sign-in did not end on /auth/callback?token= (${res.status})`);
}

/** Calls the API as the user; returns the parsed `data`. */
export async function api<T>(
  baseUrl: string,
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; error?: { code: string } };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error?.code ?? ''}`);
  return json.data;
}

/** Tops up the user's wallet through the payment sandbox (order, then confirm as JSON). */
export async function fund(baseUrl: string, user: TestUser, amountCents: number): Promise<void> {
  const order = await api<{ tradeNo: string }>(baseUrl, user, 'POST', '/v1/pay/order', {
    amount: amountCents,
    method: 'card',
  });
  const res = await fetch(`${baseUrl}/api/v1/pay/sandbox/confirm/${order.tradeNo}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`sandbox confirm: ${res.status}`);
}
