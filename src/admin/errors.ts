/** The translated text of a failed back-office call: the area's own text for its code, else a common one. */
import type { TFunction } from 'i18next';
import { apiError } from '../api/error';

/**
 * Looks up `<areaPrefix>.<code>` (e.g. `admin.money.errors`), then `admin.common.errors.<code>`, then the generic
 * text; the server's English message is never shown as is.
 */
export function adminErrorText(t: TFunction, err: unknown, areaPrefix?: string): string {
  const { code, status } = apiError(err);
  const keys: string[] = [];
  if (code && areaPrefix) keys.push(`${areaPrefix}.${code}`);
  if (code) keys.push(`admin.common.errors.${code}`);
  if (status === 'TIMEOUT_ERROR' || status === 'FETCH_ERROR') keys.push('admin.common.errors.network');
  keys.push('admin.common.errors.generic');
  return t(keys as unknown as TemplateStringsArray);
}
