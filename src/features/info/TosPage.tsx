/** The terms of service screen. */
import { LegalDocument } from './LegalDocument';

/** Legal text: the terms of service. */
export function TosPage() {
  return <LegalDocument page="tos" />;
}
