/** The envelope of every JSON answer of /api/v1, shared by the server's routes and the client's endpoints. */

/** A successful answer: the payload under `data`. */
export interface ApiAnswer<T> {
  data: T;
}

/** A refused request (4xx, and 5xx for the server's own faults): a stable code and an English message. */
export interface ApiErrorAnswer {
  error: { code: string; message: string };
}
