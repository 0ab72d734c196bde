/**
 * TypeBox building blocks every src/protocol file shares. A protocol file exports, for each wire shape `Foo`, the
 * schema `Foo` and `type Foo = Static<typeof Foo>`; the client imports only the types (`import type`), so TypeBox
 * stays out of the browser bundle.
 *
 * Answers are serialised by fast-json-stringify through these schemas. It serialises a union (`anyOf`/`oneOf`) by
 * validating the value against each branch with ajv, on every answer and for every value: a nullable field inside
 * a list costs a validation of the whole branch per row. So `Nullable` and `OneOf` write a plain `type` (with `null`
 * added, or an `enum`), which it serialises after a `typeof` test; both are plain JSON Schema, which the answer
 * check (server/plugins/answer-check.ts) validates as it is, and @fastify/swagger writes as OpenAPI 3.0's
 * `nullable: true`.
 */
import { Type, type Static, type TSchema, type TUnsafe, type TObject, type TProperties } from 'typebox';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * `T | null`: `null` added to the schema's `type` (and to its `enum`). A schema without a plain `type` (a union, a
 * `const`, a reference) stays a union with `null`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values, ...rest } = schema as { type?: JsonType | JsonType[]; enum?: unknown[] };
  const plain = typeof type === 'string' || Array.isArray(type);
  if (!plain || 'const' in schema || 'anyOf' in schema || 'oneOf' in schema || 'allOf' in schema) {
    return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
  }
  const types = Array.isArray(type) ? type : [type];
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: types.includes('null') ? types : [...types, 'null'],
    ...(values ? { enum: values.includes(null) ? values : [...values, null] } : {}),
  });
}

/** One of these string (or number) literals: an `enum` the OpenAPI document lists. */
export function OneOf<const V extends readonly (string | number)[]>(
  values: V,
  options: { description?: string } = {},
): TUnsafe<V[number]> {
  const types = [...new Set(values.map(jsonType))];
  return Type.Unsafe<V[number]>({
    ...options,
    type: types.length === 1 ? types[0] : types,
    enum: [...values],
  });
}

const jsonType = (v: string | number): JsonType =>
  typeof v === 'string' ? 'string' : Number.isInteger(v) ? 'integer' : 'number';

/** A request object: only these properties; an unknown field is refused (400) rather than ignored. */
export const Closed = <P extends TProperties>(
  properties: P,
  options: { description?: string } = {},
): TObject<P> => Type.Object(properties, { ...options, additionalProperties: false });
