// The web admin's entry: the shared admin screens over plain HTTP to this same origin.
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';

const client = createHttpClient((input, init) => fetch(input, init), '');

export default function AdminApp() {
  return <AdminRoot client={client} />;
}
