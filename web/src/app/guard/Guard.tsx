import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageFallback } from '../frame/Frame';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { useSession } from '../../lib/auth/use-session';
import { decide, type RouteAccess } from './decide';

const UserLoadError = lazy(() => import('./UserLoadError'));

export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { token, user } = useSession();
  const location = useLocation();
  const userQuery = useCurrentUser();
  const decision = decide(access, { token, user }, `${location.pathname}${location.search}${location.hash}`);

  switch (decision.action) {
    case 'render':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'load-user':
      if (userQuery.isError) {
        return (
          <Suspense fallback={null}>
            <UserLoadError message={userQuery.error.message} retry={() => void userQuery.refetch()} />
          </Suspense>
        );
      }
      return <PageFallback />;
  }
}
