/**
 * In tests, every JSON answer is checked against its route's response schema before it is serialised: Fastify's
 * serialiser (fast-json-stringify) silently drops undeclared fields and coerces types, so a schema that drifted
 * from the code would otherwise change what users get without failing anything. A mismatch answers 500, which
 * fails the test that made the request. Production only serialises.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';

type Check = (value: unknown) => string | null;
const checks = new WeakMap<object, Check>();

/** Registers the check (call only when answers should be checked: tests). */
export function registerAnswerCheck(app: FastifyInstance): void {
  const checked = new WeakSet<FastifyRequest>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    checked.add(req);
    check(req, reply.statusCode, payload);
    return payload;
  });
  // JSON text made beforehand (a cached answer) skips serialisation: it is read back and checked the same way.
  app.addHook('onSend', async (req, reply, payload) => {
    if (checked.has(req) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    check(req, reply.statusCode, JSON.parse(payload.toString()));
    return payload;
  });
}

function check(req: FastifyRequest, status: number, payload: unknown): void {
  const schema = responseSchema(req, status);
  if (!schema) return;
  const problem = checkerOf(schema)(payload);
  if (problem) {
    // Tests build the app without a logger: the mismatch goes to stderr, next to the failing test.
    console.error(`[answer-check] ${req.method} ${req.url} (${status}): ${problem}`);
    throw new Error(`answer of ${req.method} ${req.url} does not match its response schema: ${problem}`);
  }
}

function responseSchema(req: FastifyRequest, status: number): object | undefined {
  const response = req.routeOptions.schema?.response as Record<string, object> | undefined;
  if (!response) return undefined;
  return response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

function checkerOf(schema: object): Check {
  let check = checks.get(schema);
  if (!check) {
    const compiled = Compile(strict(schema) as TSchema);
    check = (value) => {
      if (compiled.Check(value)) return null;
      const [first] = compiled.Errors(value);
      return first ? `${first.instancePath || '/'} ${first.message}` : 'does not match';
    };
    checks.set(schema, check);
  }
  return check;
}

// A copy where objects refuse undeclared fields unless they say otherwise: the serialiser would drop those fields.
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'const' || k === 'enum' ? v : strict(v);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out) && !out.patternProperties) {
    out.additionalProperties = false;
  }
  return out;
}
