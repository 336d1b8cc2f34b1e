/**
 * Serves GET /config.json in `vite` (dev) and `vite preview` from the JSON file named by
 * PORTAL_WEB_CONFIG. In AWS the file is written by CDK next to index.html; locally the stand-in
 * writes it. Without the variable, a default pointing at the local Cognito emulator is served so
 * the SPA can be developed with `vite` alone.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const FALLBACK = {
  region: 'eu-west-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'local_client',
  cognitoEndpoint: 'http://localhost:9229',
  apiBase: '/api',
};

function handler(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/config.json' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const file = process.env.PORTAL_WEB_CONFIG;
  let body: string;
  try {
    body = file ? JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) : JSON.stringify(FALLBACK);
  } catch (error) {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain');
    res.end(`Cannot read PORTAL_WEB_CONFIG=${file}: ${(error as Error).message}`);
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function runtimeConfig(): Plugin {
  return {
    name: 'portal:runtime-config',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
