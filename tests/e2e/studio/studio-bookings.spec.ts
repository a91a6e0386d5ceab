// The studio's Bookings screen, driven through `studio:web` in Chromium against a real server
// process of its own: the bookings last read stay readable while the server is away, as the
// inbox's messages do, and booking hours edited offline wait in the queue and reach the server at
// the next sync (the open times that follow: studio/src/main/services/bookings-offline.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { SINGLE_RECORD_ID } from '../../../shared/contract/keyed-records.ts';
import { openConnected, studioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-bookings-password');
const status = (page: Page) => page.getByTestId('connection-status');
const pendingCount = (page: Page) => page.getByTestId('pending-count');

test('shows the bookings last read while the server is away; hours edited offline sync once it is back', async ({ page }) => {
  const { slots } = (await (await fetch(`${spec.server.url}/api/booking/slots?days=28`)).json()) as { slots: { start: string }[] };
  const booked = await fetch(`${spec.server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'ai-rug-fit-consultation', start: slots[0].start, name: 'Ann Lee', email: 'ann@example.com', phone: '(312) 555-0100' }),
  });
  expect(booked.status).toBe(201);

  await openConnected(page, spec);
  await page.goto(spec.studio.address('/admin/bookings'));
  const booking = page.getByTestId('booking').filter({ hasText: 'Ann Lee' });
  await expect(booking).toBeVisible();

  await spec.server.stop();
  await page.reload();
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('ann@example.com');

  // The hours are a record: a change offline waits in the queue.
  await page.getByRole('link', { name: 'Booking hours' }).click();
  const buffer = page.getByLabel('Buffer between bookings (minutes)');
  await buffer.fill('20');
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(status(page)).toHaveText('Offline');
  await expect(pendingCount(page)).toHaveText('1 pending change');

  await spec.server.start();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(pendingCount(page)).toHaveText('0 pending changes');
  expect(await spec.admin.bookingAvailability.get(SINGLE_RECORD_ID)).toMatchObject({ bufferMinutes: 20 });
});
