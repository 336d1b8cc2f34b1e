/**
 * The first render waits for the active language's catalogue, a lazy chunk (web/src/lib/i18n).
 * Fetched only once the entry runs, it cost the login page a round trip. Most sessions use the
 * default language (Catalan), so the built index.html preloads that catalogue's chunk next to the
 * entry; a Spanish session still fetches only its own when the entry asks.
 */
import type { Plugin } from 'vite';

export function preloadDefaultCatalogue(catalogue: RegExp): Plugin {
  return {
    name: 'portal:preload-default-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId !== null && catalogue.test(c.facadeModuleId),
        );
        if (!chunk) throw new Error(`preloadDefaultCatalogue: no chunk for ${catalogue}`);
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
