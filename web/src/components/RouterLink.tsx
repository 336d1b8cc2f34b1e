/** A Cloudscape link that moves the router on a plain click (other clicks keep the browser's behaviour). */
import Link, { type LinkProps } from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export function RouterLink({
  href,
  children,
  ...rest
}: Omit<LinkProps, 'href' | 'onFollow'> & { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}
