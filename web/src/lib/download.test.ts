// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionOfUrl, openFileUrl, parseContentDisposition, type BrowserWindow } from './download';

const presigned = (disposition: string) =>
  `http://127.0.0.1:5576/portal-files/x.pdf?X-Amz-Signature=abc&response-content-disposition=${encodeURIComponent(disposition)}`;

function fakeWindow(openResult: Window | null = {} as Window) {
  const clicks: { href: string; download: string }[] = [];
  const win: BrowserWindow = {
    open: vi.fn(() => openResult),
    location: { assign: vi.fn() },
    document,
  };
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { win, clicks, click };
}

afterEach(() => vi.restoreAllMocks());

describe('Content-Disposition (spec §4: file name, inline or attachment)', () => {
  it('reads the type and the file name, preferring the RFC 5987 form', () => {
    expect(parseContentDisposition('attachment; filename="Factura F2026-1.pdf"')).toEqual({
      type: 'attachment',
      filename: 'Factura F2026-1.pdf',
    });
    expect(
      parseContentDisposition(`inline; filename="Acord marc 2026.pdf"; filename*=UTF-8''Acord%20marc%202026%20%C3%A0.pdf`),
    ).toEqual({ type: 'inline', filename: 'Acord marc 2026 à.pdf' });
    expect(parseContentDisposition('attachment; filename=plain.xlsx')).toEqual({ type: 'attachment', filename: 'plain.xlsx' });
    expect(parseContentDisposition('attachment')).toEqual({ type: 'attachment', filename: null });
    expect(parseContentDisposition('form-data; name="x"')).toBeNull();
    expect(parseContentDisposition(null)).toBeNull();
  });

  it('takes it from a presigned URL; a plain link has none', () => {
    expect(dispositionOfUrl(presigned('attachment; filename="Vendes 2026-03-01 a 2026-04-01.xlsx"'))).toEqual({
      type: 'attachment',
      filename: 'Vendes 2026-03-01 a 2026-04-01.xlsx',
    });
    expect(dispositionOfUrl('https://www.example.com/condicions')).toBeNull();
    expect(dispositionOfUrl('::not a url::', 'also not')).toBeNull();
  });
});

describe('openFileUrl', () => {
  it('saves an attachment with an anchor click and leaves the page where it is', () => {
    const { win, clicks } = fakeWindow();
    const url = presigned('attachment; filename="Factura F2026-1.pdf"');
    expect(openFileUrl(url, win)).toBe('saved');
    expect(clicks).toEqual([{ href: url, download: 'Factura F2026-1.pdf' }]);
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(document.querySelectorAll('a').length).toBe(0);
  });

  it('opens an inline file or a link in a new tab, cutting the opener', () => {
    const tab = { opener: 'me' } as unknown as Window;
    const { win, clicks } = fakeWindow(tab);
    expect(openFileUrl(presigned('inline; filename="a.pdf"'), win)).toBe('opened');
    expect(openFileUrl('https://www.example.com/botiga', win)).toBe('opened');
    expect(win.open).toHaveBeenNthCalledWith(2, 'https://www.example.com/botiga', '_blank');
    expect(tab.opener).toBeNull();
    expect(clicks).toEqual([]);
  });

  it('opens in the same tab when asked (a page that exists to open the file)', () => {
    const { win, clicks } = fakeWindow();
    expect(openFileUrl(presigned('inline; filename="a.pdf"'), win, { sameTab: true })).toBe('opened');
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    // An attachment is still saved, the page stays.
    expect(openFileUrl(presigned('attachment; filename="b.xlsx"'), win, { sameTab: true })).toBe('saved');
    expect(clicks).toHaveLength(1);
  });

  it('falls back to the same tab when a popup blocker refuses the new one', () => {
    const { win } = fakeWindow(null);
    openFileUrl('https://www.example.com/x', win);
    expect(win.location.assign).toHaveBeenCalledWith('https://www.example.com/x');
  });
});
