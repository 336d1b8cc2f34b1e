/**
 * npm run bench:web — the web bundle's weight and the login page's mobile performance.
 *
 * 1. Builds the production bundle (skip with --no-build).
 * 2. Prints the initial JS and CSS: what index.html loads before any lazy route (the entry chunk
 *    and its static imports, from Vite's manifest), raw, gzip and brotli.
 * 3. Serves web/dist the way CloudFront would (brotli or gzip by Accept-Encoding, SPA fallback,
 *    immutable hashed assets, a config.json) on a local port.
 * 4. Runs Lighthouse (mobile, simulated throttling) against /login with Debian's Chromium and
 *    prints the performance score and its metrics.
 *
 * Goals: initial JS ≤ 260 KiB gzip; performance score ≥ 95. Exit code 1 when a goal is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repo = resolve(import.meta.dirname, '..');
const dist = join(repo, 'web', 'dist');
const args = new Set(process.argv.slice(2));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const JS_GOAL_KIB = 260;
const SCORE_GOAL = 95;
const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : undefined;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const brotliSize = (buf: Buffer) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function build() {
  console.log('Building the production bundle…');
  const r = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function initialAssets() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) walk(i);
  };
  walk(entry[0]);
  const measure = (files: Set<string>) =>
    [...files].reduce(
      (acc, f) => {
        const buf = readFileSync(join(dist, f));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSize(buf), brotli: acc.brotli + brotliSize(buf) };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  return { js: { files: [...js], ...measure(js) }, css: { files: [...css], ...measure(css) } };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

function serve(): Promise<Server> {
  const config = Buffer.from(
    JSON.stringify({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_bench',
      userPoolClientId: 'bench',
      cognitoEndpoint: null,
      apiBase: '/api',
    }),
  );
  // Compressed once up front (as CloudFront caches compressed objects): compressing on the first
  // request would show up as server latency in the measurement.
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  const pack = (body: Buffer) => ({ br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) });
  const walkDist = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walkDist(file);
      else if (COMPRESSIBLE.has(extname(file))) cache.set(file, pack(readFileSync(file)));
    }
  };
  walkDist(dist);
  cache.set('/config.json', pack(config));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body: Buffer;
    let ext: string;
    let key: string;
    let cacheControl = 'no-cache';
    if (url.pathname === '/config.json') {
      body = config;
      ext = '.json';
      key = '/config.json';
    } else if (url.pathname.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated"}');
      return;
    } else {
      const file = normalize(join(dist, decodeURIComponent(url.pathname)));
      const inside = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
      // SPA fallback, as the CloudFront distribution answers unknown paths with index.html.
      const path = inside ? file : join(dist, 'index.html');
      body = readFileSync(path);
      ext = extname(path);
      key = path;
      if (path.includes(`${join('dist', 'assets')}`)) cacheControl = 'public, max-age=31536000, immutable';
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      vary: 'accept-encoding',
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && /\b(br|gzip)\b/.test(accept)) {
      let packed = cache.get(key);
      if (!packed) {
        packed = pack(body);
        cache.set(key, packed);
      }
      const useBr = /\bbr\b/.test(accept);
      headers['content-encoding'] = useBr ? 'br' : 'gzip';
      body = useBr ? packed.br : packed.gzip;
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    // --report FILE keeps the last run's full Lighthouse answer, to see where the time went.
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    // The element Lighthouse took as the largest paint: what to make appear sooner.
    const lcpDetails = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
    const lcpElement = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpDetails)?.[1] ?? '?';
    return {
      lcpElement,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      formFactor: lhr.configSettings.formFactor,
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!args.has('--no-build')) build();
  const { js, css } = initialAssets();
  console.log('\nInitial load (index.html before any lazy route):');
  console.log(`  JS  ${js.files.length} file(s): ${kib(js.raw)} raw, ${kib(js.gzip)} gzip, ${kib(js.brotli)} brotli`);
  console.log(`  CSS ${css.files.length} file(s): ${kib(css.raw)} raw, ${kib(css.gzip)} gzip, ${kib(css.brotli)} brotli`);
  const jsOk = js.gzip / 1024 <= JS_GOAL_KIB;
  console.log(`  goal: initial JS ≤ ${JS_GOAL_KIB} KiB gzip → ${jsOk ? 'met' : 'MISSED'}`);

  if (args.has('--no-lighthouse')) return process.exit(jsOk ? 0 : 1);
  const server = await serve();
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/login`;
  console.log(`\nLighthouse (mobile, simulated throttling) on ${url}, ${RUNS} run(s), median reported:`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await runLighthouse(url);
    console.log(
      `  run ${i + 1}: score ${r.score}  ${Object.entries(r.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join('  ')}`,
    );
    runs.push(r);
  }
  server.close();
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  console.log(`  largest contentful paint element: ${median.lcpElement}`);
  const scoreOk = median.score >= SCORE_GOAL;
  console.log(
    `  performance score (median, ${median.formFactor}): ${median.score} → goal ≥ ${SCORE_GOAL} ${scoreOk ? 'met' : 'MISSED'}`,
  );
  process.exit(jsOk && scoreOk ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
