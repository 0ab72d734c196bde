/** The reference page's reading of the OpenAPI document: operations grouped by tag, schemas as short type text. */

/** A JSON schema as the document carries it. */
export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  description?: string;
  content?: unknown;
};

interface RawOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** The part of an OpenAPI 3 document the page reads. */
export interface ApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, RawOperation>>;
}

/** One operation as the page lists it. */
export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  signedIn: boolean;
  parameters: { name: string; where: string; required: boolean; type: string }[];
  body: string | null;
  /** The 200 answer: its JSON shape, or the media type of a file. */
  answer: string | null;
}

/** One tag (a resource) and its operations. */
export interface TagView {
  name: string;
  description: string;
  operations: OperationView[];
}

const MAX_DEPTH = 4;

/** A schema as compact TypeScript-like text (`{ id: string, price?: number }`), nested objects to a few levels. */
export function shapeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  const nullable = schema.nullable ? ' | null' : '';
  if (schema.const !== undefined) return JSON.stringify(schema.const) + nullable;
  // A nullable enum lists null among its values (OpenAPI 3.0.3): written once.
  if (schema.enum)
    return (
      schema.enum.map((v) => JSON.stringify(v)).join(' | ') + (schema.enum.includes(null) ? '' : nullable)
    );
  if (schema.anyOf) return schema.anyOf.map((s) => shapeOf(s, depth)).join(' | ') + nullable;
  if (schema.type === 'array') return `${shapeOf(schema.items, depth)}[]${nullable}`;
  if (schema.type === 'object' && schema.properties) {
    if (depth >= MAX_DEPTH) return `{…}${nullable}`;
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${shapeOf(v, depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }${nullable}`;
  }
  return (schema.type ?? 'unknown') + nullable;
}

function answerOf(op: RawOperation): string | null {
  const content = op.responses?.['200']?.content;
  if (!content) return null;
  const json = content['application/json'];
  return json ? shapeOf(json.schema) : Object.keys(content).join(', ');
}

/** The document's operations grouped by tag, in the document's tag order (untagged ones last, under `other`). */
export function groupByTag(doc: ApiDocument): TagView[] {
  const groups = new Map<string, TagView>(
    (doc.tags ?? []).map((t) => [t.name, { name: t.name, description: t.description ?? '', operations: [] }]),
  );
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { name: tag, description: '', operations: [] });
      groups.get(tag)!.operations.push({
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-'),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        signedIn: Boolean(op.security?.length),
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          where: p.in,
          required: Boolean(p.required),
          type: shapeOf(p.schema),
        })),
        body: op.requestBody?.content?.['application/json']
          ? shapeOf(op.requestBody.content['application/json'].schema)
          : null,
        answer: answerOf(op),
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}
