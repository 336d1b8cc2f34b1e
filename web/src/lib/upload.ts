/**
 * The one upload path: a PUT of the file's bytes straight to a presigned URL (S3), with progress.
 * The API first answers where to put it (`{url, method, headers}`); the browser then sends the
 * bytes itself, so nothing big goes through the API (Lambda answers and requests stop at 6 MB).
 * XMLHttpRequest, not fetch: only it reports upload progress.
 */
import type { UploadTicket } from '../../../shared/api/upload-ticket';

/** Where to put the bytes: an upload ticket's URL, method and signed headers. */
export type PresignedPut = Pick<UploadTicket, 'url'> & Partial<Pick<UploadTicket, 'method' | 'headers'>>;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Tests pass a fake. */
  createRequest?: () => XMLHttpRequest;
}

export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** PUTs `file` to a presigned URL. Resolves when the storage answered 2xx. */
export function putPresigned(target: PresignedPut, file: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(target.method ?? 'PUT', target.url);
    for (const [name, value] of Object.entries(target.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        resolve();
      } else {
        reject(new UploadError(xhr.status, xhr.statusText || `HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(0, 'Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.({ loaded: 0, total: file.size, percent: 0 });
    xhr.send(file);
  });
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Checks a chosen file against allowed types and a size limit before anything is sent. */
export function checkFile(
  file: { name: string; size: number },
  allowed: readonly string[],
  maxBytes: number,
): 'type' | 'size' | 'empty' | null {
  if (!allowed.includes(extensionOf(file.name))) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** 1.5 MB, 500 MB, 820 KB (decimal comma in both locales). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 || value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace('.', ',').replace(/,0$/, '');
  return `${text} ${units[unit]}`;
}
