/** Runtime settings read once at start from /config.json (written by CDK, or by the local stand-in). */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Cognito emulator URL locally; null in AWS (the library then uses the regional endpoint). */
  cognitoEndpoint: string | null;
  apiBase: string;
}

let current: RuntimeConfig | null = null;

function isConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.region === 'string' &&
    typeof v.userPoolId === 'string' &&
    typeof v.userPoolClientId === 'string' &&
    (v.cognitoEndpoint === null || v.cognitoEndpoint === undefined || typeof v.cognitoEndpoint === 'string')
  );
}

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // Same request as index.html's <link rel=preload>, so the preloaded answer is reused.
  const res = await fetchImpl('/config.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!isConfig(body)) throw new Error('config.json: unexpected shape');
  current = { ...body, cognitoEndpoint: body.cognitoEndpoint ?? null, apiBase: body.apiBase || '/api' };
  return current;
}

export function setConfig(config: RuntimeConfig): void {
  current = config;
}

export function config(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded');
  return current;
}

export function apiBase(): string {
  return current?.apiBase ?? '/api';
}
