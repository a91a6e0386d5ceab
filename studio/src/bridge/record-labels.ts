// How the studio names records to the owner, in the sync progress, the pending list and the
// decisions: "service area “Naperville”", "page “Homepage”", "site settings record". The labels
// are the resource table's.
import { isSingleRecord, labelOfKey } from '../../../shared/contract/keyed-records.ts';
import { RESOURCES } from '../../../shared/contract/resources.ts';
import type { RecordId, RecordValues, ResourceName } from './bridge.ts';

const OP_VERBS = { create: 'Create', update: 'Update', delete: 'Delete' } as const;

/** The record's own name (the page's label, or its title field), or null when it has none yet. */
export function recordName(resource: ResourceName, id: RecordId, values: RecordValues | null | undefined): string | null {
  const definition = RESOURCES[resource];
  const byKey = labelOfKey(definition, id);
  if (byKey !== undefined) return byKey;
  const name = 'titleField' in definition ? values?.[definition.titleField] : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** "service area “Naperville”"; "product #12" when the name is unknown; "site settings record". */
export function describeRecord(resource: ResourceName, id: RecordId, values: RecordValues | null | undefined): string {
  const { label } = RESOURCES[resource];
  if (isSingleRecord(RESOURCES[resource])) return label;
  const name = recordName(resource, id, values);
  if (name) return `${label} “${name}”`;
  return typeof id === 'number' && id > 0 ? `${label} #${id}` : `new ${label}`;
}

/** "Delete service area “Naperville”". */
export const describeChange = (op: keyof typeof OP_VERBS, resource: ResourceName, id: RecordId, values: RecordValues | null | undefined) =>
  `${OP_VERBS[op]} ${describeRecord(resource, id, values)}`;
