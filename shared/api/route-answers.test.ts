import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('the route table', () => {
  // A route without `answer` types its handler's answer as anything and the web's as unknown:
  // the contract would stop at the server again.
  it('declares the answer of every route', () => {
    const missing = Object.entries(routes)
      .filter(([, route]) => (route as { answer?: unknown }).answer === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
