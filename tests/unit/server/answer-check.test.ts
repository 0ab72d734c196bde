/**
 * The test-time answer check (server/plugins/answer-check.ts) over the schema helpers the serialiser is fast with:
 * `Nullable` and `OneOf` write plain types and enums, which fast-json-stringify serialises without validating,
 * so the check is what refuses a wrong value; and an answer's media type must be one its schema declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { registerAnswerCheck } from '../../../server/plugins/answer-check';
import { Nullable, OneOf } from '../../../src/protocol/typebox';
import { htmlOrJson } from '../../../src/protocol/page';

const Card = Type.Object({ name: Type.String() });
const Shape = Type.Object({
  when: Type.Optional(Nullable(Type.Number())),
  card: Type.Optional(Nullable(Card)),
  status: Type.Optional(OneOf(['open', 'done'])),
  side: Type.Optional(Nullable(OneOf(['red', 'blue']))),
});

/** An app answering `?value=<JSON>` through the Shape schema, and the same routes with other media types. */
async function app(checked: boolean): Promise<FastifyInstance> {
  const a = Fastify({ logger: false });
  if (checked) registerAnswerCheck(a);
  const value = (q: unknown) => JSON.parse((q as { value: string }).value) as unknown;
  const route = (url: string, response: Record<string, unknown>, send: (q: unknown) => unknown) =>
    a.get(url, { schema: { response } }, async (req, reply) => {
      const out = send(req.query);
      if (typeof out === 'string') reply.type(String((req.query as { type?: string }).type));
      return out;
    });
  route('/shape', { 200: Shape as TSchema }, value);
  route('/picture', { 200: { content: { 'image/svg+xml': { schema: { type: 'string' } } } } }, (q) =>
    (q as { type?: string }).type ? '<svg/>' : { svg: true },
  );
  route('/json-only', { 200: Shape }, () => '<p>page</p>');
  route('/page', { 200: htmlOrJson('A page or its JSON', Shape) }, (q) =>
    (q as { type?: string }).type ? '<p>page</p>' : value(q),
  );
  // JSON text made beforehand: not serialised, read back by the check.
  a.get('/text', { schema: { response: { 200: Shape } } }, async (req, reply) =>
    reply.type('application/json; charset=utf-8').send((req.query as { value: string }).value),
  );
  await a.ready();
  return a;
}

let checked: FastifyInstance;
let unchecked: FastifyInstance;
beforeAll(async () => {
  [checked, unchecked] = await Promise.all([app(true), app(false)]);
});
afterAll(() => Promise.all([checked.close(), unchecked.close()]));

const get = (a: FastifyInstance, url: string, value?: unknown, type?: string) =>
  a.inject({
    url,
    query: { ...(value === undefined ? {} : { value: JSON.stringify(value) }), ...(type ? { type } : {}) },
  });

describe('the answer check on a nullable field', () => {
  it('passes null and a value of the type, and refuses another type', async () => {
    expect((await get(checked, '/shape', { when: null })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { when: 5 })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { when: 'soon' })).statusCode).toBe(500);
    expect((await get(checked, '/text', { when: 'soon' })).statusCode).toBe(500);
  });

  it('refuses a nullable object with a wrong field or a field the serialiser would drop', async () => {
    expect((await get(checked, '/shape', { card: null })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { card: { name: 'Ace' } })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { card: { name: 1 } })).statusCode).toBe(500);
    expect((await get(checked, '/shape', { card: { name: 'Ace', secret: 'x' } })).statusCode).toBe(500);
    // What the check guards against: unchecked, the extra field silently disappears.
    expect((await get(unchecked, '/shape', { card: { name: 'Ace', secret: 'x' } })).json()).toEqual({
      card: { name: 'Ace' },
    });
  });
});

describe('the answer check on a union', () => {
  it('passes a listed value and refuses another, which the serialiser alone would send', async () => {
    expect((await get(checked, '/shape', { status: 'done' })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { status: 'gone' })).statusCode).toBe(500);
    expect((await get(checked, '/text', { status: 'gone' })).statusCode).toBe(500);
    expect((await get(unchecked, '/shape', { status: 'gone' })).json()).toEqual({ status: 'gone' });
  });

  it('passes null in a nullable union and refuses a value outside it', async () => {
    expect((await get(checked, '/shape', { side: null })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { side: 'red' })).statusCode).toBe(200);
    expect((await get(checked, '/shape', { side: 'green' })).statusCode).toBe(500);
  });
});

describe('the serialiser through Nullable and OneOf', () => {
  it('writes what JSON.stringify writes', async () => {
    for (const value of [
      { when: null, card: null, status: 'open', side: null },
      { when: 1.5, card: { name: 'Ace "high"' }, status: 'done', side: 'blue' },
    ]) {
      expect((await get(unchecked, '/shape', value)).body).toBe(JSON.stringify(value));
    }
  });
});

describe('the answer check on media types', () => {
  it('passes a declared media type and refuses an undeclared one', async () => {
    expect((await get(checked, '/picture', undefined, 'image/svg+xml')).statusCode).toBe(200);
    expect((await get(checked, '/picture')).statusCode).toBe(500);
    expect((await get(checked, '/json-only', undefined, 'text/html')).statusCode).toBe(500);
    expect((await get(unchecked, '/json-only', undefined, 'text/html')).statusCode).toBe(200);
  });

  it('checks the JSON of a route that also answers a page against the JSON schema', async () => {
    expect((await get(checked, '/page', undefined, 'text/html')).statusCode).toBe(200);
    expect((await get(checked, '/page', { status: 'open' })).statusCode).toBe(200);
    expect((await get(checked, '/page', { status: 'gone' })).statusCode).toBe(500);
  });
});
