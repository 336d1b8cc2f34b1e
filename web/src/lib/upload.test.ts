import { describe, expect, it } from 'vitest';
import { checkFile, extensionOf, formatBytes, percentOf, putPresigned, UploadError, type UploadProgress } from './upload';

/** A stand-in XMLHttpRequest: records what is sent and lets the test drive progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const file = new Blob(['x'.repeat(1000)], { type: 'application/pdf' });

function start(options: { signal?: AbortSignal } = {}) {
  const xhr = new FakeXhr();
  const seen: UploadProgress[] = [];
  const promise = putPresigned(
    { url: 'http://s3.local/bucket/key?X-Amz-Signature=1', method: 'PUT', headers: { 'Content-Type': 'application/pdf' } },
    file,
    { onProgress: (p) => seen.push(p), createRequest: () => xhr as unknown as XMLHttpRequest, ...options },
  );
  return { xhr, seen, promise };
}

describe('presigned PUT with progress', () => {
  it('PUTs the bytes with exactly the signed headers and reports progress to 100', async () => {
    const { xhr, seen, promise } = start();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://s3.local/bucket/key?X-Amz-Signature=1');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(xhr.body).toBe(file);
    xhr.progress(250, 1000);
    xhr.progress(999, 1000);
    xhr.answer(200);
    await promise;
    expect(seen.map((p) => p.percent)).toEqual([0, 25, 99, 100]);
  });

  it('rejects with the storage status when it refuses (e.g. a size other than the signed one)', async () => {
    const { xhr, promise } = start();
    xhr.answer(403);
    await expect(promise).rejects.toEqual(new UploadError(403, 'HTTP 403'));
  });

  it('rejects on a network error and stops on abort', async () => {
    const first = start();
    first.xhr.onerror?.();
    await expect(first.promise).rejects.toBeInstanceOf(UploadError);

    const controller = new AbortController();
    const second = start({ signal: controller.signal });
    controller.abort();
    await expect(second.promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(second.xhr.aborted).toBe(true);
  });
});

describe('file checks before sending', () => {
  it('knows the extension, the type list and the size limit', () => {
    expect(extensionOf('Informe.Final.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    const allowed = ['pdf', 'png'];
    expect(checkFile({ name: 'a.pdf', size: 10 }, allowed, 100)).toBeNull();
    expect(checkFile({ name: 'a.exe', size: 10 }, allowed, 100)).toBe('type');
    expect(checkFile({ name: 'a.png', size: 101 }, allowed, 100)).toBe('size');
    expect(checkFile({ name: 'a.png', size: 0 }, allowed, 100)).toBe('empty');
  });

  it('formats sizes and percentages', () => {
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(12)).toBe('12 B');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
