// `npm run restore -- <backup.sqlite>`: the restore steps of README.md (Backups and restore), done
// safely: refuses while the server (or any program) has the database open, checks the backup with
// integrity_check before touching anything, keeps the replaced database and images aside in
// DATA_DIR/replaced-<timestamp>/, and restores the images when the backup has a -media folder.
// DATA_DIR is read as the server reads it.
import { resolve } from 'node:path';
import { RESTORE_RESERVE } from '../server/backup/issued-numbers.ts';
import { restoreBackup, RestoreRefused } from '../server/backup/restore.ts';
import { readConfig } from '../server/config.ts';

const argument = process.argv[2];
if (!argument || argument === '--help' || argument === '-h') {
  console.log('Usage: npm run restore -- <backup.sqlite>   (stop the server first; DATA_DIR as for the server)');
  process.exit(argument ? 0 : 1);
}

try {
  const backupFile = resolve(argument);
  const result = restoreBackup({ dataDir: readConfig().dataDir, backupFile });
  console.log(`Restored ${result.database} from ${backupFile} (integrity ok).`);
  console.log(
    result.imagesFrom
      ? `Images restored from ${result.imagesFrom} (${result.images} image${result.images === 1 ? '' : 's'}).`
      : 'No images folder beside the backup: the images in DATA_DIR/media were left as they are.',
  );
  if (result.replacedDir) console.log(`What it replaced is kept in ${result.replacedDir}.`);
  if (result.replacedUnreadable) console.log('The replaced database could not be read.');
  console.log(
    result.reserved
      ? `Ids and versions were moved past the backup's own and ${RESTORE_RESERVE} more, which the site may have issued after the backup was taken: a change made against the data of before gets a conflict, never a blind write.`
      : 'Ids and versions were moved past every one issued before: a change made against the data of before gets a conflict, never a blind write.',
  );
  console.log('Start the server again: npm start');
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? `Restore refused, nothing was changed: ${message}` : `Restore failed: ${message}`);
  process.exit(1);
}
