// Opening a record from outside its screen's editor (the studio's list of unsaved drafts,
// decision 180): the request names the record; the screen's editor takes it when it is showing,
// or as soon as it mounts after the address changed to its screen. One window, one request at a
// time: a newer request replaces one not taken yet.
import { useEffect, useRef } from 'react';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import { paths } from '../../paths.ts';

/** The admin screen that edits each record type. */
export const EDITOR_SCREENS: Record<ResourceName, string> = {
  pages: paths.admin.pages,
  blog: paths.admin.blog,
  serviceAreas: paths.admin.serviceAreas,
  products: paths.admin.products,
  coreServices: paths.admin.services,
  testimonials: paths.admin.testimonials,
  settings: paths.admin.settings,
  // Booking's records are edited on the Bookings screen (its address; the screen is yet to come).
  consultationTypes: paths.admin.bookings,
  bookingAvailability: paths.admin.bookings,
  bookingExceptions: paths.admin.bookings,
};

type Key = string | number;

let waiting: { resource: ResourceName; key: Key } | null = null;
const editors = new Set<() => void>();

/** Asks the editor of `resource` to open `key` ("new": create mode). The caller shows its screen. */
export function requestOpen(resource: ResourceName, key: Key): void {
  waiting = { resource, key };
  for (const take of editors) take();
}

/** In an editor: opens what is requested of it, now or whenever a request comes. */
export function useOpenRequests(resource: ResourceName, open: (key: Key) => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const take = () => {
      if (waiting?.resource !== resource) return;
      const { key } = waiting;
      waiting = null;
      latest.current(key);
    };
    take();
    editors.add(take);
    return () => {
      editors.delete(take);
    };
  }, [resource]);
}
