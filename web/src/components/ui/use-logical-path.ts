import { usePageContext } from 'vike-react/usePageContext';
import { extractLocale } from '../../lib/i18n/localize-path.js';

/** The current pathname without locale prefix (`/en/goods` → `/goods`). */
export function useLogicalPath(): string {
  const { urlPathname } = usePageContext();
  return extractLocale(urlPathname).path;
}
