/**
 * Answers that are not JSON: the server-rendered pages of the sign-in flow and the sandbox checkout, and redirects.
 * Fastify sends them as they are (no serialiser); these schemas document them in the OpenAPI document.
 */
import { Type, type TSchema } from 'typebox';

/** A server-rendered HTML page (text/html; no scripts). */
export const HtmlPage = Type.String({ description: 'A server-rendered HTML page.' });

/** A response that is an HTML page: what it shows. */
export const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: HtmlPage } },
});

/** A response that is an HTML page, or with `Accept: application/json` this JSON. */
export const htmlOrJson = (description: string, json: TSchema) => ({
  description,
  content: { 'text/html': { schema: HtmlPage }, 'application/json': { schema: json } },
});

/** A 302 redirect (empty body; the target is in `Location`). */
export const redirectAnswer = (description: string) =>
  Type.Null({ description: `Redirect (302): ${description}` });
