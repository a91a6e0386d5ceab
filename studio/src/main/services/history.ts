// A record's history in the studio (decision 140): read from the server only, since revisions are
// made there; offline the call says the server is needed. A record created offline and not sent
// yet has none. A restore is not here: it is a save of the revision's fields (records.update),
// so offline it waits in the outbox like any save.
import type { BridgeApi } from '../../bridge/bridge.ts';
import type { Connection } from './connection.ts';
import { isLocalId, type Outbox } from './outbox.ts';
import { recordClientOf } from './resources.ts';

export function createHistory({ connection, outbox }: { connection: Connection; outbox: Outbox }): Pick<BridgeApi, 'revisions' | 'revision'> {
  return {
    async revisions(resource, displayId) {
      const id = outbox.resolve(resource, displayId);
      if (isLocalId(id)) return [];
      return connection.onlineOnly(() => recordClientOf(connection.client(), resource).revisions(id));
    },
    revision: (resource, displayId, revisionId) =>
      connection.onlineOnly(() => recordClientOf(connection.client(), resource).revision(outbox.resolve(resource, displayId), revisionId)),
  };
}
