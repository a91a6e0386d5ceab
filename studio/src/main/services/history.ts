// A record's history in the studio (decision 141): read from the server only, since revisions are
// made there; offline the call says the server is needed. A record created offline and not sent
// yet has none. A restore is not here: it is a save of the revision's fields (records.update),
// so offline it waits in the outbox like any save.
import type { ApiClient } from '../../../../shared/api-client/api-client.ts';
import { RESOURCES } from '../../../../shared/contract/resources.ts';
import type { BridgeApi, RecordId, ResourceName } from '../../bridge/bridge.ts';
import type { Connection } from './connection.ts';
import { isLocalId, type Outbox } from './outbox.ts';

type HistoryCalls = {
  revisions(...key: unknown[]): Promise<never>;
  revision(...keyAndId: unknown[]): Promise<never>;
};

export function createHistory({ connection, outbox }: { connection: Connection; outbox: Outbox }): Pick<BridgeApi, 'revisions' | 'revision'> {
  /** The history calls of the record, keyed as the client wants it (the one record: no key). */
  const of = (client: ApiClient, resource: ResourceName, id: RecordId) => {
    const calls = client[resource] as unknown as HistoryCalls;
    const key = RESOURCES[resource].idKind === 'single' ? [] : [id];
    return { list: () => calls.revisions(...key), one: (revisionId: number) => calls.revision(...key, revisionId) };
  };

  return {
    async revisions(resource, displayId) {
      const id = outbox.resolve(resource, displayId);
      if (isLocalId(id)) return [];
      return connection.onlineOnly(() => of(connection.client(), resource, id).list());
    },
    revision: (resource, displayId, revisionId) => connection.onlineOnly(() => of(connection.client(), resource, outbox.resolve(resource, displayId)).one(revisionId)),
  };
}
