// The router's address in the URL's fragment (#/admin/products): the studio, whose renderer is a file.
import type { AddressBar } from './history.ts';

const BASE = 'http://router.invalid';

const read = () => window.location.hash.slice(1) || '/';

function resolve(to: string): string | undefined {
  const url = new URL(to, `${BASE}${read()}`);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

export const hashAddress: AddressBar = {
  read,
  resolve,
  href(to) {
    const address = resolve(to);
    return address === undefined ? to : `#${address}`;
  },
};
