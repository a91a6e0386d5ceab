// /admin/inbox (docs/product/routes.md#admin-screens): messages and subscribers from the public forms.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { adminApi, cleanInbox, expectToast, openAdmin, test, unique } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin screens are covered on desktop');

test('shows a contact message, marks it handled, exports and deletes it', async ({ page, request }) => {
  const name = unique('E2E Visitor');
  const sent = await request.post('/api/contact', {
    data: { name, email: 'visitor@example.com', phone: '312-555-0123', service: 'staging', message: 'We list our Lincoln Park home in May.' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await openAdmin(page, '/admin/inbox', 'Inbox');
  const card = page.getByTestId('inbox-message').filter({ hasText: name });
  await expect(card).toContainText('visitor@example.com');
  await expect(card).toContainText('312-555-0123');
  await expect(card).toContainText('Home Staging');
  await expect(card).toContainText('We list our Lincoln Park home in May.');
  await expect(card).toContainText('New');
  await expect(page.getByTestId('inbox-message').first()).toContainText(name);

  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Success', 'Message marked as handled');
  await expect(card).toContainText('Handled');
  await card.getByRole('button', { name: 'Mark unhandled' }).click();
  await expectToast(page, 'Success', 'Message marked as unhandled');
  await expect(card.getByRole('button', { name: 'Mark handled' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('tabpanel', { name: /Messages/ }).getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jacobs-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await file.path(), 'utf8')).toContain(name);

  await card.getByRole('button', { name: `Delete message from ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Message deleted successfully');
  await expect(card).toHaveCount(0);
});

test('lists newsletter subscribers, exports and deletes one', async ({ page, request }) => {
  const email = `e2e-${Date.now().toString(36)}@example.com`;
  const sent = await request.post('/api/newsletter', { data: { email } });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await openAdmin(page, '/admin/inbox', 'Inbox');
  await page.getByRole('tab', { name: /Subscribers/ }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('tabpanel', { name: /Subscribers/ }).getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jacobs-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await file.path(), 'utf8')).toContain(email);

  await row.getByRole('button', { name: `Delete subscriber ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Subscriber deleted successfully');
  await expect(row).toHaveCount(0);
});

test('pages through the messages, newest first', async ({ page, request }) => {
  const name = unique('E2E Paging');
  for (let n = 0; n < 55; n += 1) {
    const sent = await request.post('/api/contact', { data: { name: `${name} ${n}`, email: 'paging@example.com', message: `Paging message ${n}` } });
    expect(sent.ok(), await sent.text()).toBeTruthy();
  }
  await openAdmin(page, '/admin/inbox', 'Inbox');
  const pager = page.getByRole('navigation', { name: 'Messages pages' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await expect(page.getByTestId('inbox-message').first()).toContainText(`${name} 54`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page.getByTestId('inbox-message').filter({ hasText: `${name} 4` }).first()).toBeVisible();
  await expect(page.getByTestId('inbox-message').filter({ hasText: `${name} 54` })).toHaveCount(0);

  const api = await adminApi(request);
  for (let listPage = 1; listPage <= 3; listPage += 1) {
    const { items } = (await api.get(`/api/admin/messages?page=${listPage}`)) as { items: { id: number; name: string }[] };
    for (const message of items.filter((item) => item.name.startsWith(name))) await api.remove(`/api/admin/messages/${message.id}`);
  }
});

test('a failed update shows the server message', async ({ page, request }) => {
  const name = unique('E2E Failing');
  await request.post('/api/contact', { data: { name, email: 'fail@example.com', message: 'Hello' } });
  await page.route('**/api/admin/messages/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }) : route.fallback(),
  );
  await openAdmin(page, '/admin/inbox', 'Inbox');
  await page.getByTestId('inbox-message').filter({ hasText: name }).getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Error', 'Internal server error');
  await cleanInbox(request, { name });
});
