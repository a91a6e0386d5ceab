// How the studio names records to the owner, in the sync progress, the pending list and the
// decisions: "service area “Naperville”", "page “Homepage”", "site settings".
import { PAGES } from '../../../shared/contract/pages.ts';
import type { RecordId, RecordValues, ResourceName } from './bridge.ts';

export const RESOURCE_LABELS: Record<ResourceName, string> = {
  pages: 'page',
  blog: 'blog post',
  serviceAreas: 'service area',
  products: 'product',
  coreServices: 'core service',
  settings: 'site settings',
};

const OP_VERBS = { create: 'Create', update: 'Update', delete: 'Delete' } as const;

/** The record's own name (name, title, or the page's label), or null when it has none yet. */
export function recordName(resource: ResourceName, id: RecordId, values: RecordValues | null | undefined): string | null {
  if (resource === 'pages') return PAGES.find((page) => page.slug === id)?.label ?? String(id);
  const name = values?.name ?? values?.title;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** "service area “Naperville”"; "product #12" when the name is unknown; "site settings". */
export function describeRecord(resource: ResourceName, id: RecordId, values: RecordValues | null | undefined): string {
  const label = RESOURCE_LABELS[resource];
  if (resource === 'settings') return label;
  const name = recordName(resource, id, values);
  if (name) return `${label} “${name}”`;
  return typeof id === 'number' && id > 0 ? `${label} #${id}` : `new ${label}`;
}

/** "Delete service area “Naperville”". */
export const describeChange = (op: keyof typeof OP_VERBS, resource: ResourceName, id: RecordId, values: RecordValues | null | undefined) =>
  `${OP_VERBS[op]} ${describeRecord(resource, id, values)}`;
