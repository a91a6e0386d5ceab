// The router's address in the URL's path: the public site, and the web admin under /admin.
import type { History } from './history.ts';
import { addressOf } from './router-location.ts';

export const browserHistory: History = {
  read: () => addressOf(window.location),
  resolve(to) {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? addressOf(url) : undefined;
  },
  // As written: crawlers and new tabs follow it, and the server renders the same.
  href: (to) => to,
};
