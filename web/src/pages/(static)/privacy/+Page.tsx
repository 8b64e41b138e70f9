// https://vike.dev/Page
import { LegalDocument } from '../../../features/legal/components/legal-document.js';

export function Page() {
  return <LegalDocument document="privacy" />;
}
