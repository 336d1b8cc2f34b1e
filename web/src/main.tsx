import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { alerts } from './lib/alerts';
import { applyPreloadedStyles } from './lib/boot-styles';
import { signOutToLogin } from './lib/http';
import { loadConfig } from './lib/config';
import { currentLocale, i18n, initI18n, loadCatalogue } from './lib/i18n';
import { session } from './lib/auth/session';
import { setSessionExpiredHandler, startTokenRefresh } from './lib/auth/token-refresh';

initI18n();
preloadPage(window.location.pathname, Boolean(session.get().token));

const root = createRoot(document.getElementById('root')!);

// Browser tests raise alerts directly (there is no screen yet whose action ends in a success
// alert). Development builds and the browser tests' build (`--mode e2e`) only: production never
// exposes this.
if (import.meta.env.DEV || import.meta.env.MODE === 'e2e') (window as unknown as { __portal: unknown }).__portal = { alerts };

// The page renders once its language's strings and its styles are in: no flash of keys or of
// unstyled content (index.html's shell shows until then).
Promise.all([loadConfig(), loadCatalogue(currentLocale()), applyPreloadedStyles()])
  .then(() => {
    setSessionExpiredHandler(signOutToLogin);
    startTokenRefresh();
    // A transition: React renders the first screen in slices of a few milliseconds instead of one
    // long task, so a phone stays responsive while the app starts (Lighthouse's blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    const message = document.createElement('p');
    message.className = 'boot-error';
    message.setAttribute('role', 'alert');
    message.textContent = i18n.t('app.config_error');
    document.getElementById('root')!.replaceChildren(message);
  });
