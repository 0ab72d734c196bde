/** The envelope of every JSON answer of /api/v1, shared by the server's routes and the client's endpoints. */
import { Type, type Static, type TSchema } from 'typebox';

/** A successful answer's schema: the payload under `data`. */
export const Answer = <T extends TSchema>(data: T) => Type.Object({ data });
/** A successful answer: the payload under `data`. */
export type Answer<T> = { data: T };
/** Older name of Answer<T>. */
export type ApiAnswer<T> = Answer<T>;

/**
 * A refused request (4xx, and 5xx for the server's own faults): a stable code and an English message; some
 * errors add fields beside them (a daily cooldown's `nextOpenAt`).
 */
export const ApiError = Type.Object(
  {
    error: Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true }),
  },
  { title: 'ApiError' },
);
/** A refused request. */
export type ApiError = Static<typeof ApiError>;
/** Older name of ApiError. */
export type ApiErrorAnswer = ApiError;
