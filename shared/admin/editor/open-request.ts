// Opening a record from outside its screen's editor (the studio's list of unsaved drafts,
// decision 180): the request names the record; the screen's editor takes it when it is showing,
// or as soon as it mounts after the address changed to its screen. One window, one request at a
// time: a newer request replaces one not taken yet.
import { useEffect, useRef } from 'react';
import { RESOURCE_ADDRESSES, type ResourceName } from '../../contract/resource-addresses.ts';

/** The admin screen that edits a record type. */
export const editorScreen = (resource: ResourceName): string => RESOURCE_ADDRESSES[resource].screen.path;

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
