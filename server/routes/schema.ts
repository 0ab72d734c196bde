/** JSON-schema shorthand for the routes not yet on TypeBox (src/protocol's Closed() replaces it). */

/** An object with only these properties, the `required` ones among them. */
export function closedObject<P extends Record<string, object>>(
  properties: P,
  required: (keyof P & string)[],
) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}
