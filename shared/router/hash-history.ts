// The router's address in the URL's fragment (#/admin/products): the studio, whose renderer is a file.
import type { History } from './history.ts';
import { addressOf } from './router-location.ts';

const BASE = 'http://router.invalid';

const read = () => window.location.hash.slice(1) || '/';

function resolve(to: string): string | undefined {
  const url = new URL(to, `${BASE}${read()}`);
  return url.origin === BASE ? addressOf(url) : undefined;
}

export const hashHistory: History = {
  read,
  resolve,
  href(to) {
    const address = resolve(to);
    return address === undefined ? to : `#${address}`;
  },
};
