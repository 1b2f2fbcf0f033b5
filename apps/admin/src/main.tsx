import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import './styles.css';
import './styles/accounts.css';
import './styles/schedule.css';
import './styles/rgm.css';
import './styles/documents.css';
import './styles/document-editor.css';
import './styles/document-history.css';
import './styles/fluids.css';
import './styles/orders.css';
import './styles/dispatch.css';
import './styles/registers.css';
import './styles/pdf.css';
import './styles/webhooks.css';
import './styles/causes.css';
import './styles/service-requests.css';
import './styles/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
