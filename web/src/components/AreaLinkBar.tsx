/**
 * An area's own link bar (spec §2 "Shared frame": each area adds its own link bar), shown by the
 * frame under the header through useAreaNav. The current page is marked, not linked. On a phone
 * the bar is one line naming the current page, opened by a tap (thirteen links pushed
 * the warehouse's work below the fold of a 390 px handheld).
 */
import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAreaNav } from './frame-slots';
import { RouterLink } from './RouterLink';
import { usePhone } from './use-phone';

export interface AreaLink {
  href: string;
  text: string;
  /** Also current on paths below it (a list and its show pages). */
  prefix?: boolean;
}

const isCurrent = (link: AreaLink, pathname: string) =>
  pathname === link.href || (link.prefix === true && pathname.startsWith(`${link.href}/`));

function LinkBar({ label, links, pathname }: { label: string; links: readonly AreaLink[]; pathname: string }) {
  const phone = usePhone();
  // Open on the page it was opened on: a followed link closes it on the next screen.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  if (phone) {
    // The deepest current link (a logistics screen rather than the logistics home) names the page.
    const current = links.filter((link) => isCurrent(link, pathname)).at(-1);
    return (
      <nav aria-label={label} data-testid="area-nav" className="area-nav-phone">
        <button
          type="button"
          className="area-nav-toggle"
          aria-expanded={open}
          onClick={() => setOpenOn(open ? null : pathname)}
          data-testid="area-nav-toggle"
        >
          <Icon name={open ? 'caret-down-filled' : 'caret-right-filled'} />
          <span>{current ? `${label}: ${current.text}` : label}</span>
        </button>
        {open ? (
          <ul className="area-nav-list">
            {links.map((link) => (
              <li key={link.href}>
                {isCurrent(link, pathname) && link === current ? (
                  <span aria-current="page">{link.text}</span>
                ) : (
                  <RouterLink href={link.href}>{link.text}</RouterLink>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    );
  }
  return (
    <nav aria-label={label} data-testid="area-nav">
      <SpaceBetween direction="horizontal" size="l">
        {links.map((link) => {
          const current = isCurrent(link, pathname);
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
