import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { rememberInviteCode } from './features/account/invite-code';
import { initI18n } from './lib/i18n';
import { fallBackOnBrokenArt } from './lib/picture-fallback';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
const container = root;
fallBackOnBrokenArt();
rememberInviteCode();

// Installed on a phone (a PWA), the app's shell opens from the cache; never in development, where files change.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // The boot script starts the app after the first paint, often after the page's load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The first screen is drawn in a task of its own, not straight after the app's modules have run:
// a phone answers taps and paints in between instead of being busy for both at once.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void initI18n()
  .then(nextTask)
  .then(() => {
    createRoot(container).render(
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>,
    );
  });
