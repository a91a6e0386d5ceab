// What the server says about its disk (docs/product/api.md#a-full-disk): a write that failed for
// lack of space, /healthz's `disk`, and the admin's banner. Zod-free, for any page.

/** `ok`; `low`: under LOW_DISK_FRACTION of the disk free; `full`: a write failed for lack of space (or next to nothing is free). */
export const DISK_STATES = ['ok', 'low', 'full'] as const;
export type DiskState = (typeof DISK_STATES)[number];

/** Below this fraction of the disk free, the state is `low`. */
export const LOW_DISK_FRACTION = 0.05;

/** The answer (507) to a write that failed for lack of space: it names nothing else, and nothing of it was kept. */
export const DISK_FULL_MESSAGE = "The server's disk is full: nothing was saved";

/** The admin's banner, on every screen while the disk is full or low. */
export const DISK_BANNERS: Record<Exclude<DiskState, 'ok'>, string> = {
  full: "The server's disk is full: nothing can be saved until space is freed on it. Everything can still be read.",
  low: "The server's disk is almost full: free some space on it soon, or saving will stop.",
};
