/**
 * @cloudscape-design/global-styles inlines eight Open Sans faces as base64 woff2 in index.css:
 * about 137 KiB gzip of render-blocking CSS. This plugin moves each face into its own file (Vite
 * then emits it as a hashed asset that the browser fetches only when the weight is used) and adds
 * `font-display: swap`, so text paints at once in the fallback font.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

const TARGET = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const FACE = /@font-face\s*{([^}]*)}/g;
const DATA_URL = /url\(\s*['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\s*\)/;

export function cloudscapeFonts(cacheDir: string): Plugin {
  return {
    name: 'portal:cloudscape-fonts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!TARGET.test(file)) return null;
      mkdirSync(cacheDir, { recursive: true });
      const out = code.replace(FACE, (face, body: string) => {
        const data = DATA_URL.exec(body);
        if (!data) return face;
        const weight = /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '400';
        const style = /font-style:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
        const bytes = Buffer.from(data[1]!, 'base64');
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const fontFile = join(cacheDir, `open-sans-${weight}-${style}-${hash}.woff2`);
        if (!existsSync(fontFile)) writeFileSync(fontFile, bytes);
        const url = relative(dirname(file), fontFile).split('\\').join('/');
        const newBody = body.replace(DATA_URL, `url('${url}')`);
        return `@font-face {${newBody.trimEnd()}\n  font-display: swap;\n}`;
      });
      return { code: out, map: null };
    },
  };
}
