// The web admin's browser entry: the shared admin screens over plain HTTP to this same origin.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';

const client = createHttpClient((input, init) => fetch(input, init), '');

export function mountAdmin(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AdminRoot client={client} />
      </BrowserRouter>
    </StrictMode>,
  );
}
