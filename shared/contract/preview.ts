// Preview (issue 17, decision 145): the owner sees a record's values as the public page before
// they are published. Two calls per previewable resource: the form's unsaved values for the
// owner's own tab, and a link to send to someone, which shows the record as saved when it was made.
import { z, type ZodType } from 'zod';
import { ID_PARAMS } from './resource-definition.ts';
import { RESOURCES, type ResourceName } from './resources.ts';

/** The record types with a public page of their own to preview. */
export const PREVIEW_RESOURCES = ['pages', 'blog', 'serviceAreas', 'products'] as const satisfies readonly ResourceName[];
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];

export const isPreviewResource = (name: string): name is PreviewResource => (PREVIEW_RESOURCES as readonly string[]).includes(name);

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

/** The two calls, under each previewable resource's admin path (`{path}/{id}/preview`). */
const PREVIEW_CALLS = { unsaved: 'preview', saved: 'preview-link' } as const;

interface PreviewEndpoint {
  method: 'POST';
  path: string;
  admin: true;
  /** The unsaved preview's body: the resource's own input (the form's values). */
  input?: ZodType;
  output: typeof previewLink;
}

/** The endpoint table's entries of one call, by resource: `unsaved` takes the form's values, `saved` no body. */
export function previewEndpoints(call: keyof typeof PREVIEW_CALLS): Record<PreviewResource, PreviewEndpoint> {
  const endpointOf = (name: PreviewResource): PreviewEndpoint => {
    const { path, idKind, input } = RESOURCES[name];
    const endpoint: PreviewEndpoint = { method: 'POST', path: `${path}/:${ID_PARAMS[idKind]}/${PREVIEW_CALLS[call]}`, admin: true, output: previewLink };
    return call === 'unsaved' ? { ...endpoint, input } : endpoint;
  };
  return Object.fromEntries(PREVIEW_RESOURCES.map((name) => [name, endpointOf(name)])) as Record<PreviewResource, PreviewEndpoint>;
}
