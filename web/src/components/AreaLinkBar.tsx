/**
 * An area's own link bar (spec §2 "Shared frame": each area adds its own link bar), shown by the
 * frame under the header through useAreaNav. The current page is marked, not linked.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAreaNav } from './frame-slots';
import { RouterLink } from './RouterLink';

export interface AreaLink {
  href: string;
  text: string;
  /** Also current on paths below it (a list and its show pages). */
  prefix?: boolean;
}

function LinkBar({ label, links, pathname }: { label: string; links: readonly AreaLink[]; pathname: string }) {
  return (
    <nav aria-label={label} data-testid="area-nav">
      <SpaceBetween direction="horizontal" size="l">
        {links.map((link) => {
          const current = pathname === link.href || (link.prefix === true && pathname.startsWith(`${link.href}/`));
          return current ? (
            <Box key={link.href} fontWeight="bold" variant="span">
              <span aria-current="page">{link.text}</span>
            </Box>
          ) : (
            <RouterLink key={link.href} href={link.href}>
              {link.text}
            </RouterLink>
          );
        })}
      </SpaceBetween>
    </nav>
  );
}

/** Puts the area's link bar in the frame while the calling page is mounted. */
export function useAreaLinkBar(label: string, links: readonly AreaLink[]): void {
  const { pathname } = useLocation();
  const key = JSON.stringify(links);
  const node = useMemo(
    () => <LinkBar label={label} links={JSON.parse(key) as AreaLink[]} pathname={pathname} />,
    [label, key, pathname],
  );
  useAreaNav(node);
}
