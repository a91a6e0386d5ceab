// What the router knows of an address, and the state it keeps in each history entry it makes.

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * What a history entry the router makes holds: the path of the page it was opened from (the
 * contact form sends it, decision 126), and the entry's place in the tab's history, so Back and
 * Forward can be undone while an edit is unsaved (decision 160). Back and Forward bring each
 * entry's own back.
 */
export interface EntryState {
  from?: string;
  index?: number;
}

/** A location (or the browser's, or a URL) as one address. */
export const addressOf = ({ pathname, search, hash }: RouterLocation): string => `${pathname}${search}${hash}`;

/** An address as path, query and fragment (`/admin/products?id=2#notes`). */
export function parseLocation(address: string): RouterLocation {
  const { pathname, search, hash } = new URL(address, 'http://localhost');
  return { pathname, search, hash };
}
