/**
 * TypeBox building blocks every src/protocol file shares. A protocol file exports, for each wire shape `Foo`, the
 * schema `Foo` and `type Foo = Static<typeof Foo>`; the client imports only the types (`import type`), so TypeBox
 * stays out of the browser bundle.
 */
import { Type, type TSchema, type TUnsafe, type TObject, type TProperties } from 'typebox';

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of these string (or number) literals, as a union the OpenAPI document lists. */
export function OneOf<const V extends readonly (string | number)[]>(
  values: V,
  options: { description?: string } = {},
): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );
}

/** A request object: only these properties; an unknown field is refused (400) rather than ignored. */
export const Closed = <P extends TProperties>(
  properties: P,
  options: { description?: string } = {},
): TObject<P> => Type.Object(properties, { ...options, additionalProperties: false });
