// The operators' console's web app (its own Vite build: src/console/web/vite.config.ts).
import '@/console/web/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/console/web/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
