/** Reading the server's `{error:{code,message}}` answers out of RTK Query errors. */

/** The code and message of a failed call (null fields when the answer carried none, e.g. a timeout). */
export interface ApiErrorInfo {
  status: number | string | null;
  code: string | null;
  message: string | null;
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
