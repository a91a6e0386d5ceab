// The studio's connect screen refuses a plain http:// address to another computer (the password
// and the session cookie would cross the network readable) and says why under the address field;
// http:// to this computer stays allowed. Driven through `studio:web` in Chromium.
import { expect, test } from '@playwright/test';
import { freePort } from '../../../studio/testing/real-server.ts';
import { startStudioWeb, type StudioWebProcess } from '../support/studio-helpers.ts';

const REFUSED = 'Use an https:// address: plain http:// is only allowed for this computer (localhost)';
let studio: StudioWebProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The studio is a desktop app');
  studio = await startStudioWeb(await freePort(), { probeMs: 60_000 });
});

test.afterAll(async () => {
  await studio?.stop();
});

test('shows under the address field why a plain http:// address to another computer is refused', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The studio is a desktop app');
  await page.goto(studio.url);
  const address = page.getByLabel('Server address');
  await address.fill('http://cms.example.com');
  await page.getByLabel('Password').fill('any password');
  await page.getByRole('button', { name: 'Connect' }).click();

  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // Read with the field: Chakra's field names its error text as the input's description.
  await expect(address).toHaveAccessibleDescription(REFUSED);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Fixing the address clears the message: this computer over http is allowed, and (no server
  // listening there) the failure is now about reaching it, not about the address.
  await address.fill(`http://127.0.0.1:${await freePort()}`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('The server cannot be reached');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REFUSED)).toHaveCount(0);
});
