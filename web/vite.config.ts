import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLOUDSCAPE_I18N_COMPONENTS } from './src/lib/i18n/cloudscape-components';
import { cloudscapeFonts } from './vite-plugins/cloudscape-fonts';
import { cloudscapeMessagesSubset } from './vite-plugins/cloudscape-messages';
import { nonBlockingStyles } from './vite-plugins/non-blocking-styles';
import { preloadDefaultCatalogue } from './vite-plugins/preload-default-catalogue';
import { runtimeConfig } from './vite-plugins/runtime-config';

const CORE_CLOUDSCAPE = new RegExp(
  [
    String.raw`node_modules/@cloudscape-design/(component-toolkit|theming-runtime)/`,
    String.raw`node_modules/@cloudscape-design/components/internal/(?!components/(menu-dropdown|dropdown|dropdown-footer|dropdown-status|options-list|option|selectable-item|tooltip|button-trigger)/)`,
    String.raw`node_modules/@cloudscape-design/components/(i18n|icon|icon-provider|spinner|button|link|box|header|space-between|container|form|form-field|input|alert|live-region|error-boundary)/`,
    String.raw`node_modules/(@formatjs|intl-messageformat|react-transition-group|tslib|clsx|react-is|weekstart|date-fns|mnth|ace-builds|balanced-match|d3-shape|@juggle)/`,
  ].join('|'),
);

type ModuleInfoLookup = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
const withEntry = new Map<string, boolean>();

/** Whether a module is reached from the entry through static imports only (memoised per build). */
function loadedWithEntry(id: string, getModuleInfo: ModuleInfoLookup, seen = new Set<string>()): boolean {
  const known = withEntry.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  const answer = !!info && (info.isEntry || info.importers.some((by) => loadedWithEntry(by, getModuleInfo, seen)));
  // A `false` met through a cycle is provisional; only settled answers are remembered.
  if (answer || seen.size === 1) withEntry.set(id, answer);
  return answer;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '..');

export default defineConfig({
  root: here,
  publicDir: resolve(here, 'public'),
  // amazon-cognito-identity-js (and its `buffer` dependency) read `global`.
  define: { global: 'globalThis' },
  plugins: [
    react(),
    cloudscapeFonts(resolve(repo, 'node_modules/.cache/cloudscape-fonts')),
    cloudscapeMessagesSubset(CLOUDSCAPE_I18N_COMPONENTS),
    runtimeConfig(),
    nonBlockingStyles(),
    preloadDefaultCatalogue(/[\\/]lib[\\/]i18n[\\/]catalogue-ca\.ts$/),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3001', changeOrigin: true },
    },
    fs: { allow: [repo] },
    // Transform the pages ahead of the first visit (browser tests start right after the server).
    warmup: { clientFiles: ['./src/main.tsx', './src/features/**/*.tsx', '!./src/**/*.test.tsx'] },
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3001', changeOrigin: true },
    },
  },
  optimizeDeps: {
    // Crawl every lazy route up front: otherwise the dev server discovers their dependencies on
    // first visit, re-optimises and reloads the page.
    entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/testing/**'],
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    manifest: true,
    // Maps for debugging and bundle analysis, without a sourceMappingURL pointing browsers at them.
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Lazy routes share many small Cloudscape modules; left alone, Rollup makes a chunk per
        // sharing pattern (30+ requests for the login page). The components most screens use go
        // in one `cloudscape` chunk next to the entry; rarer ones stay with the routes using them.
        // Only what the entry imports statically may load with it: the rest (date pickers,
        // selects, date-fns...) goes in a second shared chunk that the first lazy route fetches.
        manualChunks(id, { getModuleInfo }) {
          if (!CORE_CLOUDSCAPE.test(id)) return undefined;
          return loadedWithEntry(id, getModuleInfo) ? 'cloudscape' : 'cloudscape-screens';
        },
      },
    },
  },
});
