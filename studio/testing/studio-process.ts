// A second studio process on a data folder, for the tests that need one (two windows, or an
// Electron window beside studio:web): `node studio/testing/studio-process.ts <dataDir> create <count> <prefix>`
// queues <count> new products named "<prefix> <n>" (offline when the server is down);
// `... <dataDir> sync` replays the outbox. Prints one JSON line with the resulting sync state.
import { openStudio } from './studio-harness.ts';

const [dataDir, command, count = '0', prefix = 'Process'] = process.argv.slice(2);
const service = openStudio(dataDir);
if (command === 'create') {
  for (let index = 0; index < Number(count); index += 1) {
    await service.create('products', { name: `${prefix} ${index}`, price: 100 + index, collection: 'heritage' });
  }
} else if (command === 'sync') {
  await service.syncNow();
} else {
  throw new Error(`Unknown command ${command}`);
}
const state = await service.getSyncState();
console.log(JSON.stringify({ pending: state.pending, conflicts: state.conflicts.length }));
service.dispose();
