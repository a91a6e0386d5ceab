// An EditorAdapter over one of the ApiClient's CRUD resources.
import type { ResourceClient } from '../../api-client/api-client.ts';
import type { EditorAdapter } from './use-resource-editor.ts';

export function crudAdapter<Rec extends { id: number; version: number }, Input>(resource: ResourceClient<Rec, Input>, keys: readonly unknown[]): EditorAdapter<number, Rec, Input> {
  return {
    keys,
    list: () => resource.list(),
    get: (id) => resource.get(id),
    create: (input, options) => resource.create(input, options),
    update: (id, input) => resource.update(id, input),
    remove: (id, version) => resource.remove(id, version),
    keyOf: (record) => record.id,
    versionOf: (record) => record.version,
  };
}
