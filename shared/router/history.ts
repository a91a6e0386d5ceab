// Where the router keeps its address in the browser's (the URL's path, or its fragment), and what
// may hold a navigation before the router makes it. The router (router.tsx) pushes and replaces the
// entries and reads Back and Forward; holding them is a layer only the admin brings
// (blocking-history.ts), so the public pages do not carry it.
import type { RouterLocation } from './router-location.ts';

export interface History {
  /** The router's address of the entry shown: path, query and fragment. */
  read(): string;
  /** `to` as a router address, or undefined when it leaves the app (another origin). */
  resolve(to: string): string | undefined;
  /** What a link's href, and the browser's address, hold for `to`. */
  href(to: string): string;
  /** Carries out `go`, the navigation from `from` to `to`, now or once it is let through; without it, now. */
  gate?(from: RouterLocation, to: RouterLocation, go: () => void): void;
}
