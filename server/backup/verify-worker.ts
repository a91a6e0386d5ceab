// Runs integrity_check on a backup in a worker thread: on a large database it takes a good part of
// a second, which on the server's own thread would hold every request meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { verifyDatabaseFile } from './verified-backup.ts';

try {
  verifyDatabaseFile((workerData as { file: string }).file);
  parentPort!.postMessage({ ok: true });
} catch (error) {
  parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
