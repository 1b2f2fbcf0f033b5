import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerSW } from 'virtual:pwa-register';
import { router } from './app/router';
import { fieldStore } from './offline/field-store';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

// The shell is cached by the service worker, so the app opens without a signal; a new
// version installs in the background and takes over at the next opening.
registerSW({ immediate: true });
void fieldStore.start();

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
