// Every admin route is mounted here, from the endpoint table (shared/contract/admin-endpoints.ts,
// decision 134): a module hands its handlers by the names of their calls, nested as the table
// nests them (`{ inbox calls }`, `{ media: { upload } }`, `{ products: { get, update } }`), and
// this takes each call's method and path from the table. It is the one place that knows where the
// admin API is mounted; no module writes an admin path.
import { Router, type RequestHandler } from 'express';
import { ADMIN_API_PREFIX, adminEndpoints, type Address, type AdminEndpoints } from '../../shared/contract/admin-endpoints.ts';

/** A call's handler, or the middleware and handler it runs in turn (a raw upload's body reader first). */
export type AdminHandler = RequestHandler | readonly RequestHandler[];
type HandlersOf<T> = T extends Address ? AdminHandler : { [K in keyof T]?: HandlersOf<T[K]> };
/** Handlers by call name, in the endpoint table's shape. */
export type AdminHandlers = { [K in keyof AdminEndpoints]?: HandlersOf<AdminEndpoints[K]> };

interface AdminRoute {
  address: Address;
  handlers: readonly RequestHandler[];
}

const isAddress = (entry: object): entry is Address => 'method' in entry && 'path' in entry;

/** The table's address of each handler; a handler for a call the table lacks is a mistake, refused at once. */
function routesOf(handlers: object, table: object, name: string): AdminRoute[] {
  return Object.entries(handlers).flatMap(([call, handler]: [string, AdminHandler | object]) => {
    const entry = (table as Record<string, object | undefined>)[call];
    if (entry === undefined) throw new Error(`No admin call ${name}${call} in the endpoint table`);
    if (isAddress(entry)) return [{ address: entry, handlers: [handler as AdminHandler].flat() }];
    return routesOf(handler, entry, `${name}${call}.`);
  });
}

/** The path of an admin call as mounted under ADMIN_API_PREFIX. */
function underAdminApi(path: string): string {
  if (!path.startsWith(`${ADMIN_API_PREFIX}/`)) throw new Error(`${path} is not under ${ADMIN_API_PREFIX}`);
  return path.slice(ADMIN_API_PREFIX.length);
}

const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * A router of the given calls, to mount at ADMIN_API_PREFIX. Routes with fewer path parameters
 * come first, so a fixed path is never read as a parameter (`/messages/held` before
 * `/messages/:id`). `guard` runs first on every method at each path, OPTIONS included.
 */
export function adminRoutes(handlers: AdminHandlers, { guard }: { guard?: RequestHandler } = {}): Router {
  const router = Router();
  const routes = routesOf(handlers, adminEndpoints, '').sort((a, b) => parameters(a.address.path) - parameters(b.address.path));
  for (const { address, handlers: chain } of routes) {
    const path = underAdminApi(address.path);
    if (guard) router.all(path, guard);
    router[address.method.toLowerCase() as Lowercase<Address['method']>](path, ...chain);
  }
  return router;
}
