import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container = root;

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The page's code is loaded before the first render, so that it renders at once: over the
// HTML the build rendered for this route (hydration), or into the empty shell of a route
// that has none (/reset-password/…, an unknown path, the dev server).
void preloadPage(window.location.pathname).then(() => {
  // A transition: React hydrates in slices of a few milliseconds and lets the browser answer
  // a tap in between, rather than holding the main thread for the whole page.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  registerServiceWorker();
});
