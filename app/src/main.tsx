import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles.css';
import { Providers } from './app/providers';
import { preloadHomeScreen, router } from './app/router';
import { registerServiceWorker } from './app/pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadHomeScreen();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
