// Which share cards exist (decision 030): the build's cards of the built-in art are files of the
// built site, an upload's card a file beside the upload. A page whose card is missing (an upload
// made before cards existed, until the start-up pass has made it) shows the brand card.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHARE_ART_DIR } from '../../shared/seo/share-image.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { ShareCardExists } from './page-head.ts';

const UPLOAD_FILE = /^\/media\/([^/]+)\/([^/]+)$/;

export function shareCardsOnDisk(siteDir: string, media: MediaStorage): ShareCardExists {
  return (path) => {
    const upload = UPLOAD_FILE.exec(path);
    // Card paths come from shareCardOf (word characters, "/" and "-" only), never from a request.
    const file = upload ? media.pathOf(upload[1], upload[2]) : path.startsWith(`${SHARE_ART_DIR}/`) ? join(siteDir, path) : undefined;
    return file !== undefined && existsSync(file);
  };
}
