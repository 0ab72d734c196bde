/**
 * In tests, every answer is checked against its route's response schema: Fastify's serialiser (fast-json-stringify)
 * silently drops undeclared fields and coerces types, so a schema that drifted from the code would otherwise change
 * what users get without failing anything. A JSON answer is checked before it is serialised; every answer's media
 * type must be one its response schema declares (`content`, or JSON for a plain schema), as the OpenAPI document
 * says. A mismatch answers 500, which fails the test that made the request. Production only serialises.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';

type Check = (value: unknown) => string | null;
const checks = new WeakMap<object, Check>();
const JSON_MEDIA = 'application/json';

/** Registers the check (call only when answers should be checked: tests). */
export function registerAnswerCheck(app: FastifyInstance): void {
  const checked = new WeakSet<FastifyRequest>();
  // Fastify serialises an object as JSON unless the handler set another type.
  app.addHook('preSerialization', async (req, reply, payload) => {
    const declared = declaredFor(
      req,
      reply.statusCode,
      mediaOf(reply.getHeader('content-type')) ?? JSON_MEDIA,
    );
    if (declared && 'schema' in declared) {
      checked.add(req);
      check(req, reply.statusCode, declared.schema, payload);
    }
    return payload;
  });
  // JSON text made beforehand (a cached answer) skips serialisation: it is read back and checked the same way.
  app.addHook('onSend', async (req, reply, payload) => {
    const media = mediaOf(reply.getHeader('content-type'));
    // Nothing sent (a redirect).
    if (payload === undefined || payload === null || payload === '' || !media) return payload;
    const declared = declaredFor(req, reply.statusCode, media);
    if (!declared) return payload;
    if ('undeclared' in declared) {
      fail(req, reply.statusCode, `answered ${media}; the schema declares ${declared.undeclared.join(', ')}`);
    } else if (media === JSON_MEDIA && !checked.has(req)) {
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        check(req, reply.statusCode, declared.schema, JSON.parse(payload.toString()));
      }
    }
    return payload;
  });
}

/** The media type of a Content-Type header, without its parameters. */
function mediaOf(header: unknown): string | undefined {
  const media = String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return media || undefined;
}

type Declared = { schema: object } | { undeclared: string[] } | undefined;

/**
 * The schema a route declares for an answer of this status and media type, picked as Fastify picks it: by status,
 * then `4xx`, then `default`; a plain schema is JSON, `content` maps media types (or the wildcard one) to
 * `{schema}`. `undeclared` lists the declared media types when this one is not among them.
 */
export function declaredFor(
  req: Pick<FastifyRequest, 'routeOptions'>,
  status: number,
  media: string,
): Declared {
  const response = req.routeOptions.schema?.response as Record<string, object> | undefined;
  const entry = response?.[status] ?? response?.[`${String(status)[0]}xx`] ?? response?.default;
  if (!entry) return undefined;
  const content = (entry as { content?: Record<string, { schema?: object }> }).content;
  if (!content) return media === JSON_MEDIA ? { schema: entry } : { undeclared: [JSON_MEDIA] };
  const declared = content[media] ?? content['*/*'];
  return declared ? { schema: declared.schema ?? {} } : { undeclared: Object.keys(content) };
}

function check(req: FastifyRequest, status: number, schema: object, payload: unknown): void {
  const problem = checkerOf(schema)(payload);
  if (problem) fail(req, status, problem);
}

function fail(req: FastifyRequest, status: number, problem: string): never {
  // Tests build the app without a logger: the mismatch goes to stderr, next to the failing test.
  console.error(`[answer-check] ${req.method} ${req.url} (${status}): ${problem}`);
  throw new Error(`answer of ${req.method} ${req.url} does not match its response schema: ${problem}`);
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

// A copy where objects (nullable ones too: `type: ['object', 'null']`) refuse undeclared fields unless they say
// otherwise: the serialiser would drop those fields.
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'const' || k === 'enum' ? v : strict(v);
  const object = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (object && out.properties && !('additionalProperties' in out) && !out.patternProperties) {
    out.additionalProperties = false;
  }
  return out;
}
