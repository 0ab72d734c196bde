/** The cardholder agreement screen (the sign-in dialog links it). */
import { LegalDocument } from './LegalDocument';

/** Legal text: the cardholder agreement. */
export function CardholderPage() {
  return <LegalDocument page="cardholder" />;
}
