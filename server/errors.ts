/** Client-facing errors: every one becomes a 4xx answer `{error: {code, message}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields sent beside code and message (e.g. `nextOpenAt` of a daily cooldown). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: the request is malformed or fails a rule. */
export const badRequest = (code: string, message: string) => new AppError(400, code, message);
/** 401: no valid session. */
export const unauthorized = (message = 'Sign in required') => new AppError(401, 'unauthorized', message);
/** 403: signed in but not allowed. */
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
/** 404: no such thing (or not yours). */
export const notFound = (code: string, message: string) => new AppError(404, code, message);
/** 409: conflicts with the current state (slot taken, already sold...). */
export const conflict = (code: string, message: string) => new AppError(409, code, message);
