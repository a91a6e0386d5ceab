// Preview (decision 145): the owner sees a record's values as the public page before they are
// published. Two calls per previewable resource, both with the form's values, saved or not: for the
// owner's own tab, and as a link to send to someone.
// Which records are previewed (those with a public page) and the calls' addresses: resource-addresses.ts and keyed-records.ts.
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a copied preview link works. */
export const PREVIEW_LINK_DAYS = 7;
export const PREVIEW_LINK_TTL_MS = PREVIEW_LINK_DAYS * DAY_MS;
/** How long the preview of unsaved values (the owner's own tab) works: long enough to look, not to pass around. */
export const PREVIEW_TAB_TTL_MS = 60 * 60 * 1000;

/** The public address a preview is shown at; `:token` is signed by the server. */
export const PREVIEW_PATH = '/jacobs/preview/:token';
export const previewHref = (token: string) => `/jacobs/preview/${encodeURIComponent(token)}`;

/** The bar across the top of every preview page. */
export const PREVIEW_BAR_TEXT = 'Preview — not published';

/** What both preview calls answer: the preview's address (on the content server) and when it stops working. */
export const previewLink = z.object({ url: z.string(), expiresAt: z.string() });
export type PreviewLink = z.infer<typeof previewLink>;

/** What "Revoke all preview links" answers: how many links stopped working. */
export const previewLinksRevoked = z.object({ revoked: z.number().int().min(0) });
export type PreviewLinksRevoked = z.infer<typeof previewLinksRevoked>;
