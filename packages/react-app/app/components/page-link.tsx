import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

/**
 * A link to another page of the shop. In the shop (inside the router) it moves there in the
 * browser: a content page is built from its payload (`{path}_payload.json`), with no document to
 * load. Shown on its own (a story, a test of the component), it is a plain link.
 */
export function PageLink({
  to,
  children,
  ...attributes
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: string;
  readonly children: ReactNode;
}) {
  return useInRouterContext() ? (
    <Link {...attributes} to={to}>
      {children}
    </Link>
  ) : (
    <a {...attributes} href={to}>
      {children}
    </a>
  );
}
