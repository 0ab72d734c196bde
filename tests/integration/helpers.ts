/** Test harness: builds the real app over a real database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set). */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { createPgSchema } from '../pg-schema';

/** A database kind the integration tests run against. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.warn(
    '[integration] TEST_DATABASE_URL is not set: PostgreSQL variants are SKIPPED (SQLite still runs).',
  );
}

const sqliteDb: TestDatabase = {
  name: 'sqlite',
  async open() {
    const db = openDatabase({ sqlitePath: ':memory:' });
    return { db, cleanup: () => db.destroy() };
  },
};

const postgresDb: TestDatabase = {
  name: 'postgres',
  async open() {
    // Each test app gets its own schema so files can run without stepping on each other.
    const schema = await createPgSchema(pgUrl!);
    const db = openDatabase({ databaseUrl: schema.url, sqlitePath: '' });
    return {
      db,
      async cleanup() {
        await db.destroy();
        await schema.drop();
      },
    };
  },
};

/** SQLite, plus PostgreSQL when TEST_DATABASE_URL is set. Use with describe.each. */
export const testDatabases: TestDatabase[] = pgUrl ? [sqliteDb, postgresDb] : [sqliteDb];

/** A test config: no bots, no static client, quiet logs. */
export function testConfig(over: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', BOTS: '0', LOG_LEVEL: 'silent', BEACON_LOCAL_PERIOD_MS: '20' }),
    clientDir: '/nonexistent',
    ...over,
  };
}

/** Builds the app over a fresh database of the given kind. */
export async function makeApp(
  kind: TestDatabase,
  over: Partial<Config> = {},
): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const { db, cleanup } = await kind.open();
  const app = await buildApp({ config: testConfig(over), db, logger: false, checkAnswers: true });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

let steamCounter = 0;
/** Creates a user directly (no OpenID round trip) and returns its id and a bearer header. */
export async function createSignedInUser(
  db: Db,
  nickname = 'tester',
): Promise<{ userId: string; token: string; auth: { authorization: string } }> {
  const { findOrCreateUser, issueSession } = await import('../../server/services/users/users');
  steamCounter += 1;
  const steamId = String(76561198000000000n + BigInt(Date.now() % 1_000_000) * 1000n + BigInt(steamCounter));
  const user = await findOrCreateUser(db, { steamId, nickname, avatar: '/avatars/default.svg' });
  const token = await issueSession(db, user.id);
  return { userId: user.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** Sends the same POST `times` times at once; the answers in order. */
export function postAtOnce(
  app: FastifyInstance,
  times: number,
  url: string,
  headers: Record<string, string>,
  payload: object,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: times }, () => app.inject({ method: 'POST', url, headers, payload })),
  );
}

/** Credits a user's coin wallet through the ledger (a test top-up). */
export async function fund(
  db: Db,
  userId: string,
  cents: number,
  key = `test-fund:${userId}:${randomBytes(4).toString('hex')}`,
): Promise<void> {
  const { transfer, userAccount, houseAccount } = await import('../../server/services/ledger/ledger');
  await db.kysely.transaction().execute((trx) =>
    transfer(trx, {
      key,
      kind: 'test_fund',
      currency: 'coin',
      userId,
      postings: [
        { account: houseAccount('test', 'coin'), amount: -cents },
        { account: userAccount(userId, 'coin'), amount: cents },
      ],
      now: Date.now(),
    }),
  );
}

/**
 * Builds one app for the enclosing describe (before its first test) and closes it after the last.
 * The returned object stands for that app: reading a property before it is built throws.
 */
export function appForSuite<T extends { close(): Promise<void> }>(build: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await build();
  });
  afterAll(async () => current?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('the suite app is read before beforeAll built it');
      return Reflect.get(current, key) as unknown;
    },
  });
}
