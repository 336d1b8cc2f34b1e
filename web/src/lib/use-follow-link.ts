/**
 * Click handler of an in-app `<a href>`: a plain left click navigates inside the SPA; a click with
 * a modifier key (new tab, new window, download) is left to the browser.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function useFollowLink() {
  const navigate = useNavigate();
  return (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
}
