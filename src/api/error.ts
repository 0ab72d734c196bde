/** The one reader of the server's `{error:{code,message}}` answers (ApiErrorAnswer) out of RTK Query errors. */
import type { ApiErrorAnswer } from '../protocol/answer';

/** The code and message of a failed call (null fields when the answer carried none, e.g. a timeout). */
export interface ApiErrorInfo {
  status: number | string | null;
  code: ApiErrorAnswer['error']['code'] | null;
  message: ApiErrorAnswer['error']['message'] | null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Extracts status, code and message from an RTK Query error (or anything thrown by `unwrap()`). */
export function apiError(err: unknown): ApiErrorInfo {
  if (!isRecord(err)) return { status: null, code: null, message: null };
  const status = typeof err.status === 'number' || typeof err.status === 'string' ? err.status : null;
  const body = isRecord(err.data) && isRecord(err.data.error) ? err.data.error : null;
  return {
    status,
    code: body && typeof body.code === 'string' ? body.code : null,
    message: body && typeof body.message === 'string' ? body.message : null,
  };
}

/** The code of a failed call when it is one of `known`, else null (screens map known codes to their own texts). */
export function knownErrorCode<K extends string>(err: unknown, known: readonly K[]): K | null {
  const { code } = apiError(err);
  return code !== null && (known as readonly string[]).includes(code) ? (code as K) : null;
}
