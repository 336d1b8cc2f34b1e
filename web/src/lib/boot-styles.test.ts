import { describe, expect, it } from 'vitest';
import { applyPreloadedStyles } from './boot-styles';

interface FakeLink {
  rel?: string;
  href: string;
  crossOrigin: string | null;
  onload?: () => void;
  onerror?: () => void;
  placedAfter?: string;
}

/** A page with preloaded stylesheets; records where each applied sheet is put. */
function page(hrefs: string[]) {
  const applied: FakeLink[] = [];
  const preloads = hrefs.map((href) => ({
    href,
    crossOrigin: '',
    after(sheet: FakeLink) {
      sheet.placedAfter = href;
      applied.push(sheet);
    },
  }));
  const doc = {
    querySelectorAll: (selector: string) => (selector === 'link[rel="preload"][data-app-style]' ? preloads : []),
    createElement: (): FakeLink => ({ href: '', crossOrigin: null }),
  };
  return { doc: doc as unknown as Document, sheets: applied };
}

describe('applyPreloadedStyles', () => {
  it('applies the preloaded stylesheets in order, each after its preload, and waits for all to load or fail', async () => {
    const { doc, sheets } = page(['/a.css', '/b.css']);
    let done = false;
    const applied = applyPreloadedStyles(doc).then(() => (done = true));
    expect(sheets.map((s) => [s.rel, s.href, s.placedAfter, s.crossOrigin])).toEqual([
      ['stylesheet', '/a.css', '/a.css', ''],
      ['stylesheet', '/b.css', '/b.css', ''],
    ]);
    sheets[0]!.onload!();
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    // A stylesheet that fails does not keep the app from starting.
    sheets[1]!.onerror!();
    await applied;
    expect(done).toBe(true);
  });

  it('resolves at once when nothing was preloaded (development)', async () => {
    await expect(applyPreloadedStyles(page([]).doc)).resolves.toBeUndefined();
  });
});
