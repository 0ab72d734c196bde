/**
 * Plain text a user or a provider sends: control characters (C0 and DEL) never belong in a name, an address or a
 * link, and PostgreSQL refuses a NUL byte in text. One definition for the server, the browser and the schemas.
 */

// The C0 controls U+0000..U+001F and DEL U+007F.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL_RE = /[\u0000-\u001f\u007f]/g;

/** A JSON-schema `pattern` that refuses any control character (for query strings and body fields). */
export const NO_CONTROL_CHARS_PATTERN = '^[^\\x00-\\x1f\\x7f]*$';

/** True when the text holds a control character. */
export const hasControlChars = (text: string): boolean => CONTROL_RE.test(text);

/** The text with every control character removed (for names a provider sends that we keep anyway). */
export const stripControlChars = (text: string): string => text.replace(CONTROL_ALL_RE, '');

// The email rule of SPEC section 5: something@domain.tld with no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest email address accepted (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** True for an email address the site accepts (the caller trims): shape, length and no control character. */
export const isEmailAddress = (email: string): boolean =>
  email.length <= EMAIL_MAX && EMAIL_RE.test(email) && !hasControlChars(email);
