/**
 * Back-office e2e helpers: a new staff member made as an operator would (signed in once, then granted with
 * `npm run admin -- grant` on the server's database), TOTP codes computed with otplib, and a page opened on /admin
 * with or without a staff session.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { StaffRole } from '../../src/domain/staff';
import { api, signInNewUser, type TestUser } from './cases-session';
import { gotoAs } from './harness';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** A signed-in user with their ids. */
export interface E2eAccount extends TestUser {
  userId: string;
  steamId: string;
  nickname: string;
}

/** A staff member: the account, its TOTP secret and recovery codes, and a live staff session token (if made). */
export interface E2eStaff extends E2eAccount {
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  staffToken: string | null;
}

/** The TOTP code of `secret` at `atMs` (now by default). */
export const totp = (secret: string, atMs = Date.now()) =>
  generate({ secret, epoch: Math.floor(atMs / 1000) });

/** Runs `npm run admin -- <args>` on the e2e server's database; its output (throws on a non-zero exit). */
export async function adminCli(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, SQLITE_PATH: inject('sqlitePath'), DATABASE_URL: '' },
  });
  return stdout;
}

/** Signs a new player in (the local provider) and reads their ids. */
export async function newAccount(base: string, nickname: string): Promise<E2eAccount> {
  const user = await signInNewUser(base, nickname);
  const me = await api<{ user: { userID: string; steamID: string; nickname: string } }>(
    base,
    user,
    'GET',
    '/v1/user/me',
  );
  return { ...user, userId: me.user.userID, steamId: me.user.steamID, nickname: me.user.nickname };
}

/** Calls /api/admin/v1 as a staff member (the play token, and the staff session when there is one). */
export async function adminApi<T>(
  base: string,
  staff: Pick<E2eStaff, 'token' | 'staffToken'>,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/api/admin/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${staff.token}`,
      accept: 'application/json',
      ...(staff.staffToken ? { 'x-staff-session': staff.staffToken } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; error?: { code: string } };
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${json.error?.code ?? ''}`);
  return json.data;
}

/**
 * A new staff member with `role`: signed in, granted from the command line and, unless `enrol: false`, enrolled
 * through the API (its first staff session kept). For the enrolment in the browser itself, see admin.test.ts.
 */
export async function newStaff(
  base: string,
  nickname: string,
  role: StaffRole,
  opts: { enrol?: boolean } = {},
): Promise<E2eStaff> {
  const account = await newAccount(base, nickname);
  await adminCli('grant', account.steamId, role);
  const staff: E2eStaff = { ...account, role, secret: '', recoveryCodes: [], staffToken: null };
  if (opts.enrol === false) return staff;
  const offer = await adminApi<{ secret: string }>(base, staff, 'POST', '/mfa/enrol/start');
  const done = await adminApi<{ recoveryCodes: string[]; session: { token: string } }>(
    base,
    staff,
    'POST',
    '/mfa/enrol/confirm',
    { code: await totp(offer.secret) },
  );
  return {
    ...staff,
    secret: offer.secret,
    recoveryCodes: done.recoveryCodes,
    staffToken: done.session.token,
  };
}

/**
 * Opens `path` (under /admin) in `page` as `staff`: the play token in localStorage, the staff session (if any) in
 * this tab's sessionStorage, as a finished sign-in leaves them; waits for the back office to show.
 */
export async function openAdmin(
  page: Page,
  staff: Pick<E2eStaff, 'token' | 'staffToken'>,
  route = '/admin',
): Promise<void> {
  await gotoAs(page, staff.token, '/favicon.svg');
  await page.evaluate((t) => {
    if (t) sessionStorage.setItem('ca.staffSession', t);
    else sessionStorage.removeItem('ca.staffSession');
  }, staff.staffToken);
  await page.goto(route);
  await page.getByTestId('admin-app').waitFor();
}
