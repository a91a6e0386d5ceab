import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_PATH } from './tests/support/chromium.ts';
import { e2ePort, SECURITY_PORT_OFFSET } from './tests/support/e2e-ports.ts';

// End-to-end tests drive the real built site, served by the real server on a fresh SQLite file,
// in the system's Chromium (Playwright's own browser downloads are not reachable from CI).
// Each checkout has ports of its own (tests/support/e2e-ports.ts).
const PORT = e2ePort();
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
// The XSS spec fills every text field with attack payloads; it gets a server and database of its
// own so the other specs (and the phone pass that runs after the desktop one) see clean content.
const SECURITY_PORT = PORT + SECURITY_PORT_OFFSET;
export const SECURITY_BASE_URL = `http://127.0.0.1:${SECURITY_PORT}`;
const server = (port: number) => ({
  command: `node tests/e2e/support/start-server.ts`,
  url: `http://127.0.0.1:${port}/api/settings`,
  // The specs post many forms from one address; the limits have their own integration tests.
  env: { PORT: String(port), ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, FORMS_PER_CLIENT: '100000', FORMS_PER_HOUR: '100000' },
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded for a test's retry only (Playwright's advice for CI): recording one for
    // every test cost 8% of the specs' time here (decision 254). Locally, where a failure is
    // not retried, `npx playwright test --trace on <spec>` records it.
    trace: 'on-first-retry',
    // Every browser asks for less motion: the public pages then scroll at once rather than smoothly
    // (html's scroll-behavior is smooth only for no-preference), and an action on an element further
    // down no longer waits for the scroll to settle (four public specs: 127 -> 116 s). No spec is
    // about motion; one that is sets `test.use({ contextOptions: { reducedMotion: 'no-preference' } })`.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [server(PORT), server(SECURITY_PORT)],
});
