import { api } from '../http';
import type { User } from './types';

export const USER_QUERY_KEY = ['session', 'user'] as const;

/** session.user: the signed-in account with its roles and party. */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  const body = await api.call('session.user', { signal });
  return body.data;
}
