/** The message key of each reason the generator or the server refuses a case. */
import type { ParseKeys } from 'i18next';

/** Every refusal the generator explains in its own words. */
const KNOWN = [
  'name_too_short',
  'name_too_long',
  'name_charset',
  'name_link',
  'name_blocked',
  'invalid_visibility',
  'item_count',
  'duplicate_item',
  'invalid_chance',
  'chances_sum',
  'unknown_item',
  'rate_limited',
  'unauthorized',
] as const;

/** The translation key of a refusal code (a generic one for codes the screen does not know). */
export function generateErrorKey(code: string): ParseKeys {
  return (KNOWN as readonly string[]).includes(code)
    ? (`pages.generateCase.errors.${code as (typeof KNOWN)[number]}` as ParseKeys)
    : 'pages.generateCase.errors.generic';
}
