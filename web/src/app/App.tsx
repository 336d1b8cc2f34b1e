import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { queryClient } from '../lib/query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Lets the http client and the token refresher move the router (401 → login). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
