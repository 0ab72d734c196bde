/** The cookie policy screen. */
import { LegalDocument } from './LegalDocument';

/** Legal text: the cookie policy. */
export function CookiePolicyPage() {
  return <LegalDocument page="cookiePolicy" />;
}
