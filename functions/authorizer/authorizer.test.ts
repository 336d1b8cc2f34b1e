import { describe, expect, it } from 'vitest';
import { bearerToken } from '../lib/auth/resolve-caller';
import { handler, wildcardArn } from './index';

describe('authorizer', () => {
  it('allows every route of the stage, since the result is cached per token', () => {
    expect(wildcardArn('arn:aws:execute-api:eu-west-1:123:abc/prod/GET/api/user')).toBe(
      'arn:aws:execute-api:eu-west-1:123:abc/prod/*',
    );
  });

  it('reads bearer tokens only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   x')).toBe('x');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('rejects requests without a usable token with Unauthorized (API Gateway answers 401)', async () => {
    const event = { type: 'REQUEST', methodArn: 'arn:x/prod/GET/api/user', headers: {}, path: '/api/user' };
    await expect(handler(event as never)).rejects.toThrow('Unauthorized');
    await expect(handler({ ...event, headers: { Authorization: 'Bearer not-a-jwt' } } as never)).rejects.toThrow('Unauthorized');
  });
});
