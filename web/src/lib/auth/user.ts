import { http } from '../http';
import type { User } from './types';

export const USER_QUERY_KEY = ['session', 'user'] as const;

/** GET /api/user: the signed-in account with its roles and party. */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  const body = await http.get<{ data: User }>('/user', { signal });
  return body.data;
}
