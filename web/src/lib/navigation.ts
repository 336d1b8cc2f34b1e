/**
 * Lets plain modules (the http client on a 401, the token refresher) move the router. The app
 * registers the router's navigate at start; before that a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/** The current in-app URL (path + query + hash). */
export function currentUrl(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * The `next` URL kept across sign-in. Only same-origin paths are honoured, so a crafted link
 * cannot send someone elsewhere after signing in.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith('/login') || next.startsWith('/logout')) return null;
  return next;
}

export function loginUrl(next?: string | null): string {
  const target = safeNext(next);
  return target && target !== '/' ? `/login?next=${encodeURIComponent(target)}` : '/login';
}
