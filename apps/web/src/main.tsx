import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
const container = root;

// Installed on a phone (a PWA), the app's shell opens from the cache; never in development, where files change.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
