/** The privacy policy screen. */
import { LegalDocument } from './LegalDocument';

/** Legal text: the privacy policy. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" />;
}
