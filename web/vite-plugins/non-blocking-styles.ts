/**
 * The built index.html preloads the app's stylesheets instead of linking them: the static shell
 * (styled inline in index.html) paints as soon as the HTML arrives, while the styles download in
 * parallel with the scripts. The entry applies them before React's first render
 * (web/src/lib/boot-styles.ts), so no screen ever shows unstyled. Development builds inject CSS
 * from JavaScript anyway and are left alone.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

export function nonBlockingStyles(): Plugin {
  return {
    name: 'portal:non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET, '<link rel="preload" as="style"$1 href="$2" data-app-style>'),
    },
  };
}
