/** What every route plugin shares: the app type with the TypeBox provider and the response-schema helpers. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { Answer, ApiError } from '../../src/protocol/answer';

/** The app as route plugins see it: request and reply types come from the TypeBox schemas in src/protocol. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A reply as sendJsonText uses it: Fastify's reply is thenable, settled once the answer is written. */
interface TextReply {
  type(contentType: string): {
    send(payload: never): { then(ok: () => void, fail: (err: Error) => void): void };
  };
}

/**
 * Sends JSON text made beforehand (an answer cached as text); it is not serialised again, so its route's response
 * schema documents it (and the answer check still reads it in tests). Return its promise from the handler: it
 * settles when the answer is written, so Fastify does not answer a second time while async onSend hooks
 * (compression) still run.
 */
export function sendJsonText(reply: TextReply, text: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    reply
      .type(JSON_TYPE)
      .send(text as never)
      .then(resolve, reject),
  );
}

/** The refusals every route may answer, in the shape server/plugins/errors.ts gives them. */
export const errorResponses = { '4xx': ApiError, '5xx': ApiError } as const;

/** A route's `response`: `{data: <data>}` on 200, ApiError on 4xx and 5xx. */
export const answerSchema = <T extends TSchema>(data: T) =>
  ({ 200: Answer(data), ...errorResponses }) as const;

const NO_QUERY = Type.Object({}, { additionalProperties: false });

/** The OpenAPI security requirement of a route that needs a signed-in caller (the session's bearer token). */
export const SIGNED_IN = [{ bearerAuth: [] }];

/** A route's documentation: its tag (the resource), a one-line summary, and whether it needs a session. */
export const doc = (
  tag: string,
  summary: string,
  opts: { signedIn?: boolean; description?: string } = {},
) => ({
  tags: [tag],
  summary,
  // No query parameters unless the route declares its own (which replaces this): an unknown one is refused.
  querystring: NO_QUERY,
  ...(opts.description ? { description: opts.description } : {}),
  ...(opts.signedIn ? { security: SIGNED_IN } : {}),
});

/** A route's `response` when it answers a file (an SVG, a PNG) rather than JSON: documented by its media type(s). */
export const fileSchema = (mediaType: string | readonly string[], description: string) =>
  ({
    200: {
      description,
      content: Object.fromEntries(
        [mediaType].flat().map((m) => [m, { schema: { type: 'string', format: 'binary' } }] as const),
      ),
    },
    ...errorResponses,
  }) as const;
