/**
 * Loads GET /api/user whenever there is a token: on start (to refresh the roles kept in storage)
 * and when the guard finds a token without a user. The answer goes into the session.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from './session';
import { fetchUser, USER_QUERY_KEY } from './user';
import { useSession } from './use-session';

export function useCurrentUser() {
  const { token } = useSession();
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchUser(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data && session.get().token === token) session.setUser(query.data);
  }, [query.data, token]);
  return query;
}
