import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles.css';
import { Providers } from './app/providers';
import { preloadFirstScreen, router } from './app/router';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { setEntryIndexFactory } from './db/entry-index/entry-index-choice';
import { workerIndex } from './db/entry-index/entry-index-worker-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The journal's search index is built off the page's thread (the service worker keeps its own in-thread one).
setEntryIndexFactory(workerIndex);
preloadFirstScreen();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
