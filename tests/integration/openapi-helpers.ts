/** Reading the OpenAPI document in tests: its operations, sample values from their schemas, and answer checks. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';

/** A JSON schema as the document carries it (OpenAPI 3.0: `nullable` instead of a null type). */
export type JsonSchema = Record<string, unknown>;

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{param}` style. */
  path: string;
  tags?: string[];
  parameters: Parameter[];
  body?: JsonSchema;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

interface Document {
  paths: Record<
    string,
    Record<string, Omit<Operation, 'method' | 'path' | 'body'> & { requestBody?: unknown }>
  >;
}

/** Every operation of the document, in its order. */
export function operations(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      return { ...op, method: method.toUpperCase(), path, parameters: op.parameters ?? [], body };
    }),
  );
}

/** The document's schema as plain JSON Schema: `nullable: true` becomes a union with null. */
export function fromOpenApi(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(fromOpenApi);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as JsonSchema;
  const out = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, k === 'enum' ? v : fromOpenApi(v)]),
  );
  return nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

const STRING_CANDIDATES = [
  'abc',
  'a1',
  '1',
  'a',
  'abcdefgh',
  'own',
  'x@example.com',
  'https://example.com/x',
];

/** A value that satisfies the schema, made from its constraints (the first enum value, the minimum...). */
export function sample(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return sample(union[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: (schema.minItems as number | undefined) ?? 0 }, () =>
        sample(schema.items as JsonSchema),
      );
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, sample(props[k])]));
    }
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  const re = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const fits = (s: string) => (!re || re.test(s)) && s.length >= min && s.length <= max;
  return (
    STRING_CANDIDATES.find(fits) ??
    (fits('a'.repeat(Math.max(min, 1))) ? 'a'.repeat(Math.max(min, 1)) : 'abc')
  );
}

/** The path with its `{param}`s filled and the query string made of the given values. */
export function urlOf(
  op: Operation,
  values: Record<string, unknown>,
  extraQuery: Record<string, string> = {},
): string {
  let path = op.path;
  const q = new URLSearchParams();
  for (const p of op.parameters) {
    const v = p.name in values ? values[p.name] : p.required ? sample(p.schema) : undefined;
    if (v === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(v)));
    else if (p.in === 'query') for (const one of [v].flat()) q.append(p.name, String(one));
  }
  for (const [k, v] of Object.entries(extraQuery)) q.append(k, v);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

const checks = new Map<JsonSchema, ReturnType<typeof Compile>>();

/** Why the answer does not match what the document says of its status (null when it does). */
export function mismatch(op: Operation, res: LightMyRequestResponse): string | null {
  const status = String(res.statusCode);
  const documented = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
  if (!documented) return `status ${status} is not documented`;
  // A documented redirect has no body: its answer is the `Location` header.
  if (status[0] === '3' && op.responses[status] && res.body === '') return null;
  const content = documented.content ?? {};
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  if (!(type in content)) return `content type ${type} is not documented for ${status}`;
  const schema = content[type].schema;
  if (!schema || type !== 'application/json') return null;
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = Compile(fromOpenApi(schema) as TSchema)));
  const body: unknown = res.json();
  if (check.Check(body)) return null;
  const [first] = check.Errors(body);
  return `${first?.instancePath || '/'} ${first?.message ?? 'does not match'}`;
}

/** Sends one request of the operation. */
export function call(
  app: FastifyInstance,
  op: Operation,
  url: string,
  auth: Record<string, string>,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const payload = body === undefined ? undefined : (body as object);
  return app.inject({ method: op.method as 'GET', url, headers: auth, payload });
}
