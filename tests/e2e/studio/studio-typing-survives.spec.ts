// What the owner types reaches the studio's disk within a quarter of a second of each keystroke,
// and at once when the window closes, so killing the studio's process at any moment loses at most
// the last 250 ms of typing: type into a product's Description at 30 ms a key (as a person types
// quickly), kill `studio:web` with SIGKILL, start it again on the same data folder, and the words
// are there, with the editor saying so. Against a real server process; both failed before (the
// draft was written only after a pause in typing, so continuous typing never reached the disk).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { AdminProduct } from '../../../shared/contract/products.ts';
import { freePort } from '../../../studio/testing/real-server.ts';
import { tempDir } from '../../../studio/testing/studio-harness.ts';
import { field, test } from '../support/admin-helpers.ts';
import { callStudio, openConnected, startStudioWeb, studioSpec, type StudioWebProcess } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-typing-password');

/** 50 characters, as many as the flow that lost them typed. */
const TYPED = 'Hand-knotted in Tabriz, wool on cotton, circa 1920';
const KEY_DELAY_MS = 30;

declare global {
  interface Window {
    /** Every value the Description held, with when it was typed (epoch ms). */
    __typed?: { at: number; value: string }[];
  }
}

const newProduct = (name: string) =>
  spec.admin.products.create({ name, price: 1800, collection: 'heritage', description: 'The description as loaded' } as never, { idempotencyKey: randomUUID() }).then(({ record }) => record as AdminProduct);

async function openProduct(page: Page, studio: StudioWebProcess, product: AdminProduct) {
  await openConnected(page, { ...spec, studio });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(product.name) }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(product.name);
}

/** Clears the Description and notes, in the page, each value it takes and when. */
async function startTyping(page: Page) {
  const description = field(page, 'Description');
  await description.fill('');
  await description.evaluate((element) => {
    window.__typed = [];
    element.addEventListener('input', () => window.__typed!.push({ at: performance.timeOrigin + performance.now(), value: (element as HTMLTextAreaElement).value }));
  });
  return description;
}

/** Starts studio:web again on the same data folder, opens the product, and returns what its Description holds. */
async function reopened(page: Page, dataDir: string, product: AdminProduct) {
  const studio = await startStudioWeb(await freePort(), { probeMs: 60_000, dataDir });
  await openProduct(page, studio, product);
  return studio;
}

test('killed in the middle of typing, the studio keeps all but the last quarter of a second of it', async ({ context }) => {
  const product = await newProduct(`Typing Rug ${Date.now()}`);
  const dataDir = tempDir('jacobs-studio-typing-');
  const first = await startStudioWeb(await freePort(), { probeMs: 60_000, dataDir });
  const page = await context.newPage();
  let killedAt = 0;
  try {
    await openProduct(page, first, product);
    const description = await startTyping(page);
    const typing = description.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
    // Killed while the keys keep coming, some 40 characters in.
    await expect.poll(async () => (await description.inputValue()).length, { intervals: [10] }).toBeGreaterThanOrEqual(40);
    killedAt = Date.now();
    await first.kill();
    await typing;
  } finally {
    await first.kill();
  }
  const typed = await page.evaluate(() => window.__typed ?? []);
  // Everything typed a quarter of a second before the kill must be on disk.
  const mustHave = typed.filter((entry) => entry.at <= killedAt - 250).at(-1)?.value ?? '';
  expect(mustHave.length).toBeGreaterThan(20);
  await page.close();

  const again = await context.newPage();
  const second = await reopened(again, dataDir, product);
  try {
    // The draft arrives from the studio's disk after the record from the server: read the field
    // once the editor says it restored it (read at once, a busy machine saw the record's words).
    await expect(again.getByTestId('draft-restored')).toContainText('Restored what you were typing.');
    const kept = await field(again, 'Description').inputValue();
    expect(TYPED.startsWith(kept), `"${kept}" is what was typed, in order`).toBe(true);
    expect(kept.length, `kept "${kept}", typed "${mustHave}" 250 ms before the kill`).toBeGreaterThanOrEqual(mustHave.length);
  } finally {
    await second.stop();
  }
});

test('typing, then the window closed and the studio killed at once: every word is there when it opens again', async ({ context }) => {
  const product = await newProduct(`Closing Rug ${Date.now()}`);
  const dataDir = tempDir('jacobs-studio-typing-');
  const first = await startStudioWeb(await freePort(), { probeMs: 60_000, dataDir });
  try {
    const page = await context.newPage();
    await openProduct(page, first, product);
    const description = await startTyping(page);
    await description.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
    // Right after the last key: no pause for a timer, the window closes.
    await page.close();
    await expect.poll(async () => (await callStudio(first, 'getDraft', 'products', product.id))?.values.description, { timeout: 2_000 }).toBe(TYPED);
  } finally {
    await first.kill();
  }

  const again = await context.newPage();
  const second = await reopened(again, dataDir, product);
  try {
    await expect(field(again, 'Description')).toHaveValue(TYPED);
    await expect(again.getByTestId('draft-restored')).toContainText('Restored what you were typing.');
    expect(await spec.admin.products.get(product.id)).toMatchObject({ description: 'The description as loaded' });
  } finally {
    await second.stop();
  }
});
