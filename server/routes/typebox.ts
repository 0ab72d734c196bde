/** What every route plugin shares: the app type with the TypeBox provider and the response-schema helpers. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Answer, ApiError } from '../../src/protocol/answer';

/** The app as route plugins see it: request and reply types come from the TypeBox schemas in src/protocol. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The refusals every route may answer, in the shape server/plugins/errors.ts gives them. */
export const errorResponses = { '4xx': ApiError, '5xx': ApiError } as const;

/** A route's `response`: `{data: <data>}` on 200, ApiError on 4xx and 5xx. */
export const answerSchema = <T extends TSchema>(data: T) =>
  ({ 200: Answer(data), ...errorResponses }) as const;
