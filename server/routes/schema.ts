/** JSON-schema shorthands for route definitions (Fastify validates requests with them). */

/** An object with only these properties, the `required` ones among them. */
export function closedObject<P extends Record<string, object>>(
  properties: P,
  required: (keyof P & string)[],
) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

/** A case id: a plain slug; anything else (NUL bytes, quotes) is refused before it reaches a query. */
export const caseIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;
