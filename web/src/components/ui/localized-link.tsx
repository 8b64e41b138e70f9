import type { AnchorHTMLAttributes } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { localizePath } from '../../lib/i18n/localize-path.js';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Logical path without locale prefix, e.g. `/goods?sort=NEWEST`. */
  href: string;
};

/** An `<a>` to a logical path in the current page's locale; Vike's client router handles the click. */
export function LocalizedLink({ href, ...rest }: Props) {
  const { locale } = usePageContext();
  return <a href={localizePath(href, locale)} {...rest} />;
}
