/** JSON-schema shorthands for route definitions (Fastify validates requests with them). */

/** An object with only these properties, the `required` ones among them. */
export function closedObject<P extends Record<string, object>>(
  properties: P,
  required: (keyof P & string)[],
) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}
