/**
 * The one download path (spec §4: downloads read the content-disposition for the file name and
 * inline or attachment handling). Every download call of the API answers `{url}`:
 * - an upload: a short-lived presigned GET whose `response-content-disposition` carries
 *   `inline` or `attachment` and the file name (S3 answers with that header);
 * - a link: the link itself.
 * Attachments are saved (the browser names them from the header); inline files and links open in
 * a new tab. The browser fetches the bytes itself: nothing big goes through memory here.
 */
import type { FileUrl } from '../../../shared/api/file-url';
import { alerts } from './alerts';
import { api, type CallAnswer, type CallInput, type CallOptions, type RouteId } from './http';
import { i18n } from './i18n';

export interface Disposition {
  type: 'inline' | 'attachment';
  filename: string | null;
}

/** Parses a Content-Disposition value; `filename*` (RFC 5987) wins over `filename`. */
export function parseContentDisposition(value: string | null | undefined): Disposition | null {
  if (!value) return null;
  const kind = /^\s*([a-z-]+)/i.exec(value)?.[1]?.toLowerCase();
  if (kind !== 'inline' && kind !== 'attachment') return null;
  let filename: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(value);
  if (extended) {
    try {
      filename = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      filename = null;
    }
  }
  if (!filename) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(value);
    if (plain) filename = (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() || null;
  }
  return { type: kind, filename };
}

/** The disposition a presigned URL asks its server to answer with, or null (a plain link). */
export function dispositionOfUrl(url: string, base = 'http://localhost'): Disposition | null {
  try {
    return parseContentDisposition(new URL(url, base).searchParams.get('response-content-disposition'));
  } catch {
    return null;
  }
}

/** What the browser needs from its window to open or save a URL (replaceable in tests). */
export interface BrowserWindow {
  open: (url: string, target: string) => Window | null;
  location: { assign: (url: string) => void };
  document: Document;
}

export type Outcome = 'saved' | 'opened';

export interface OpenOptions {
  /** Open inline files and links here instead of a new tab (a page whose whole job is the file). */
  sameTab?: boolean;
}

/**
 * Saves an attachment (an anchor click: the page stays, the browser downloads and names it) or
 * opens an inline file or a link in a new tab (the same tab when a popup blocker refuses).
 */
export function openFileUrl(url: string, win: BrowserWindow = window, { sameTab = false }: OpenOptions = {}): Outcome {
  const disposition = dispositionOfUrl(url, win.document.baseURI);
  if (disposition?.type === 'attachment') {
    const anchor = win.document.createElement('a');
    anchor.href = url;
    anchor.rel = 'noopener';
    // Ignored across origins (the header names it there); honoured for same-origin URLs.
    if (disposition.filename) anchor.download = disposition.filename;
    anchor.style.display = 'none';
    win.document.body.append(anchor);
    anchor.click();
    anchor.remove();
    return 'saved';
  }
  if (sameTab) {
    win.location.assign(url);
    return 'opened';
  }
  const tab = win.open(url, '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers make it read-only across origins: nothing to protect then.
    }
  } else {
    win.location.assign(url);
  }
  return 'opened';
}

/** The routes answering a file's `{url}`: the ones `download` takes. */
export type DownloadRoute = { [K in RouteId]: CallAnswer<K> extends FileUrl ? K : never }[RouteId];

type DownloadInput<K extends DownloadRoute> = CallInput<K> & Pick<CallOptions, 'handle' | 'signal'> & OpenOptions;
type DownloadArgs<K extends DownloadRoute> =
  object extends CallInput<K> ? [input?: DownloadInput<K>, win?: BrowserWindow] : [input: DownloadInput<K>, win?: BrowserWindow];

/**
 * Calls a download route by name (`{url}` answer) and saves or opens the file. A saved file
 * raises the success alert `download` (spec §8). Errors go through the http client's handling
 * unless listed in `handle`.
 */
export async function download<K extends DownloadRoute>(name: K, ...[input, win]: DownloadArgs<K>): Promise<Outcome> {
  const { sameTab, ...call } = (input ?? {}) as DownloadInput<K>;
  // The input is the route's own (checked above); the generic call cannot re-prove it per route.
  const answer: FileUrl = await (api.call as (route: K, input: object) => Promise<FileUrl>)(name, call);
  const outcome = openFileUrl(answer.url, win, { sameTab });
  if (outcome === 'saved') alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
  return outcome;
}
