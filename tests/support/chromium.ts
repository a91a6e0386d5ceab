// The system Chromium the end-to-end tests and the benchmark drive (Playwright's own browser
// download is not reachable here): CHROMIUM_PATH, else Debian's package, else Ubuntu's.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0];
