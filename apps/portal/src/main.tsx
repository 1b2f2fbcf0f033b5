import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalLayout } from './app/portal-layout';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

createRoot(root).render(
  <StrictMode>
    <PortalLayout />
  </StrictMode>,
);
