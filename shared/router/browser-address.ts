// The router's address in the URL's path: the public site, and the web admin under /admin.
import type { AddressBar } from './history.ts';

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

export const browserAddress: AddressBar = {
  read: () => pathOf(new URL(window.location.href)),
  resolve(to) {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? pathOf(url) : undefined;
  },
  // As written: crawlers and new tabs follow it, and the server renders the same.
  href: (to) => to,
};
