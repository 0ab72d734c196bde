/** Helpers of the battle and fairness e2e tests: sign in through the local provider, top up, call the API. */
import { baseUrl, closeSession, openContext, type BrowserSession } from './harness';

/** A signed-in user: the token and the bearer header. */
export interface E2eUser {
  token: string;
  auth: { authorization: string };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Signs a new profile in as a new user would: login -> local provider approve -> callback -> ?token=. */
export async function signIn(base: string, nickname: string): Promise<E2eUser> {
  const login = await fetch(
    `${base}/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('/battles')}`,
    { redirect: 'manual' },
  );
  const picker = new URL(String(login.headers.get('location')), base);
  const returnTo = picker.searchParams.get('openid.return_to') ?? '';
  const approved = await fetch(
    `${base}/api/v1/auth/local-provider/approve`,
    form({ return_to: returnTo, nickname }),
  );
  const back = new URL(String(approved.headers.get('location')), base);
  // The callback is accepted only with the state cookie the login set (the browser that started the sign-in).
  const state = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const done = await fetch(`${base}${back.pathname}${back.search}`, {
    redirect: 'manual',
    headers: { cookie: state },
  });
  const token = new URL(String(done.headers.get('location')), base).searchParams.get('token');
  if (!token) throw new Error(`sign-in failed: ${done.status} ${done.headers.get('location')}`);
  return { token, auth: { authorization: `Bearer ${token}` } };
}

/** Calls the API as `user` (GET without body, POST with one); returns `data`. */
export async function api<T = unknown>(
  base: string,
  path: string,
  user: E2eUser | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(user?.auth ?? {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; error?: { code: string } };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.error?.code}`);
  return json.data;
}

/** Tops up `cents` through the payment sandbox (order, then confirm as JSON). */
export async function topUp(base: string, user: E2eUser, cents: number): Promise<void> {
  const order = await api<{ tradeNo: string }>(base, '/pay/order', user, { amount: cents, method: 'card' });
  const res = await fetch(`${base}/api/v1/pay/sandbox/confirm/${order.tradeNo}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`sandbox confirm: ${res.status}`);
}

/** A new user signed in and topped up with `cents`, as most battle tests start. */
export async function fundedUser(base: string, nickname: string, cents: number): Promise<E2eUser> {
  const user = await signIn(base, nickname);
  await topUp(base, user, cents);
  return user;
}

/** A test file's browser context (see openContext) and a funded user of its own (see fundedUser). */
export async function fundedSession(
  nickname: string,
  cents: number,
): Promise<BrowserSession & { me: E2eUser }> {
  const session = await openContext();
  try {
    return { ...session, me: await fundedUser(baseUrl(), nickname, cents) };
  } catch (e) {
    await closeSession(session);
    throw e;
  }
}
