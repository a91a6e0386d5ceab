// The system Chromium the end-to-end tests and the benchmark drive (Playwright's own browser
// download is not reachable here): CHROMIUM_PATH, else Debian's package, else Ubuntu's.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser, as a visitor has it: what the benchmark's Lighthouse and page loads measure. */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0];

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell when it is installed
 * (the same Blink and V8 without the full browser's window layers, the build Playwright itself runs
 * headless tests in), else the full browser. Decision 254 measured it a fifth quicker here.
 */
export const TEST_CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
