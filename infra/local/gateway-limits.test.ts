import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale';
import { serverMessage } from '../../shared/i18n/server-messages';
import { API_INTEGRATION_TIMEOUT_SECONDS, groupLimit, LAMBDA_PAYLOAD_BYTES } from '../limits';
import {
  GATEWAY_DEFAULTS,
  type IntegrationError,
  invokeLimited,
  startGateway,
  type GatewayOptions,
  type LambdaHandler,
} from './gateway';

// An unknown path goes to the session group with no authorizer, so a fake handler answers it.
const PATH = '/api/limits-test';
const ok = (body: string) => ({ statusCode: 200, headers: { 'Content-Type': 'text/plain' }, body });
const serverError = { message: serverMessage(DEFAULT_LOCALE, 'errors.server') };

let server: http.Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function call(handler: LambdaHandler, options: GatewayOptions = {}) {
  const lines: string[] = [];
  server = await startGateway(0, (line) => lines.push(line), { ...options, handlerOf: async () => handler });
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`);
  return { status: res.status, text: await res.text(), lines };
}

const slow = (ms: number, body = 'late') =>
  (() => new Promise((resolve) => setTimeout(resolve, ms, ok(body)).unref())) as LambdaHandler;

describe('local gateway limits', () => {
  it("answers API Gateway's 504 when an integration runs past the integration timeout, and logs the route and why", async () => {
    const { status, text, lines } = await call(slow(2_000), { integrationTimeoutSeconds: 0.05 });
    expect(status).toBe(504);
    expect(JSON.parse(text)).toEqual(serverError);
    expect(lines.join('\n')).toMatch(/GET \/api\/limits-test → 504 \(session\): .*integration timeout of 0.05 s/);
  });

  it('passes an answer that comes in time', async () => {
    const { status, text } = await call(slow(10, 'in time'), { integrationTimeoutSeconds: 1 });
    expect([status, text]).toEqual([200, 'in time']);
  });

  it('waits 29 s by default, the real API Gateway limit, and the groups get 29 s from CDK', async () => {
    expect(API_INTEGRATION_TIMEOUT_SECONDS).toBe(29);
    expect(GATEWAY_DEFAULTS.integrationTimeoutSeconds).toBe(API_INTEGRATION_TIMEOUT_SECONDS);
    expect(groupLimit('session').timeoutSeconds).toBe(29);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const never: LambdaHandler = () => new Promise(() => undefined);
    const outcome = invokeLimited('session', never, {}, groupLimit('session'), {
      ...GATEWAY_DEFAULTS,
      log: () => undefined,
    }).then(
      () => 'answered',
      (e: IntegrationError) => e.status,
    );
    await vi.advanceTimersByTimeAsync(28_999);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    await vi.advanceTimersByTimeAsync(1);
    expect([early, await outcome]).toEqual(['pending', 504]);
  });

  it("answers 502 when the group's own Lambda timeout is the shorter one (the function fails first)", async () => {
    const { status, lines } = await call(slow(2_000), { groupLimit: () => ({ timeoutSeconds: 0.05, memoryMb: 512 }) });
    expect(status).toBe(502);
    expect(lines.join('\n')).toMatch(/→ 502 \(session\): .*Lambda timeout of 0.05 s/);
  });

  it('refuses a 7 MB answer with 502 (over the 6 MB Lambda response limit) and passes a 5 MB one', async () => {
    expect(LAMBDA_PAYLOAD_BYTES).toBe(6_291_456);
    const big = await call(async () => ok('x'.repeat(7 * 1024 * 1024)));
    expect(big.status).toBe(502);
    expect(JSON.parse(big.text)).toEqual(serverError);
    expect(big.lines.join('\n')).toMatch(
      /GET \/api\/limits-test → 502 \(session\): .*more than Lambda's 6291456-byte response limit/,
    );
    await new Promise((resolve) => server?.close(resolve));
    const fits = await call(async () => ok('x'.repeat(5 * 1024 * 1024)));
    expect(fits.status).toBe(200);
    expect(fits.text).toHaveLength(5 * 1024 * 1024);
  });

  it('warns with the route when a call grows memory past what CDK gives the group', async () => {
    const grow: LambdaHandler = async () => {
      const held = Buffer.alloc(40 * 1024 * 1024, 1);
      return ok(String(held.length));
    };
    const { status, lines } = await call(grow, { groupLimit: () => ({ timeoutSeconds: 29, memoryMb: 16 }) });
    expect(status).toBe(200);
    expect(lines.join('\n')).toMatch(/WARNING session: memory grew \d+ MB during the call, more than the 16 MB/);
  });
});
