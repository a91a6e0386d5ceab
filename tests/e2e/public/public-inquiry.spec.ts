// Inquiry context: "Contact for Inquiry" carries the product to
// the contact form ("About: {name}"), every message keeps the contact link's utm_source/utm_medium
// and the page of the site the visitor came from, and the admin inbox shows all of it.
import type { Page } from '@playwright/test';
import type { ContactMessage, MessagesPage } from '../../../shared/contract/inbox.ts';
import type { Product } from '../../../shared/contract/products.ts';
import { adminApi, field, openAdmin, unique } from '../support/admin-helpers.ts';
import { apiGet, expect, expectAccessible, expectToast, test, waitForIslands } from '../support/public-helpers.ts';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Tell us about your rooms' });
const aboutChip = (page: Page) => page.getByTestId('inquiry-about');

/** Sends the form through its island (before the island runs, the form posts as plain HTML: public-plain-forms.spec.ts). */
async function send(page: Page, name: string): Promise<void> {
  await waitForIslands(page);
  const form = contactForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('inquirer@example.com');
  await form.getByLabel('Message').fill('Is this one still available in May?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent!', 'We typically respond within 24 hours.');
}

/** The stored message sent under `name` (each test's names are its own), read through the admin API. */
async function storedMessage(page: Page, name: string): Promise<ContactMessage> {
  const api = await adminApi(page.request);
  const { items } = (await api.get('/api/admin/messages')) as MessagesPage;
  const message = items.find((item) => item.name === name);
  expect(message, `a stored message from ${name}`).toBeTruthy();
  return message!;
}

async function removeMessage(page: Page, id: number): Promise<void> {
  await (await adminApi(page.request)).remove(`/api/admin/messages/${id}`);
}

async function firstProduct(page: Page): Promise<Product> {
  const [product] = await apiGet<Product[]>(page.request, '/api/products');
  return product;
}

test('Contact for Inquiry carries the product: "About: {name}" on the form, the product and the page in the inbox', async ({ page }) => {
  const product = await firstProduct(page);
  await page.goto(`/jacobs/product/${product.id}`);
  await page.getByRole('link', { name: 'Contact for Inquiry' }).click();
  await expect(page).toHaveURL(new RegExp(`/jacobs/contact\\?product=${product.id}$`));
  await expect(aboutChip(page)).toHaveText(`About: ${product.name}`);
  await expect(aboutChip(page).getByRole('button', { name: `Remove product ${product.name}` })).toBeVisible();
  await page.waitForLoadState('load');
  await expectAccessible(page);

  const name = unique('Inquirer');
  await send(page, name);
  // Cleared with the form; the address no longer names the product.
  await expect(aboutChip(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/jacobs\/contact$/);
  const stored = await storedMessage(page, name);
  expect(stored).toMatchObject({ productId: product.id, productName: product.name, productExists: true, fromPage: `/jacobs/product/${product.id}`, utmSource: null, utmMedium: null });

  await openAdmin(page, '/admin/inbox', 'Inbox');
  const source = page.getByTestId('inbox-message').filter({ hasText: name }).getByTestId('message-source');
  await expect(source).toContainText(`About: ${product.name}`);
  await expect(source).toContainText(`From page: /jacobs/product/${product.id}`);
  await expect(source.getByRole('link', { name: `/jacobs/product/${product.id}` })).toHaveAttribute('href', new RegExp(`/jacobs/product/${product.id}$`));
  // The product links to its record in the admin.
  await source.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(product.name);
  await expect(page).toHaveURL(/\/admin\/products$/);
  await removeMessage(page, stored.id);
});

test('a service page’s contact link: the message keeps its utm_source, utm_medium and the page', async ({ page }) => {
  await page.goto('/jacobs/services/antique-sourcing');
  await page.getByRole('main').locator('a[href^="/jacobs/contact?"]').first().click();
  await expect(page).toHaveURL(/\/jacobs\/contact\?utm_source=services&utm_medium=antique-sourcing$/);
  await expect(aboutChip(page)).toHaveCount(0);
  const name = unique('Service Visitor');
  await send(page, name);
  const stored = await storedMessage(page, name);
  expect(stored).toMatchObject({ productId: null, utmSource: 'services', utmMedium: 'antique-sourcing', fromPage: '/jacobs/services/antique-sourcing' });

  await openAdmin(page, '/admin/inbox', 'Inbox');
  const source = page.getByTestId('inbox-message').filter({ hasText: name }).getByTestId('message-source');
  await expect(source).toContainText('Source: services');
  await expect(source).toContainText('Medium: antique-sourcing');
  await expect(source).toContainText('From page: /jacobs/services/antique-sourcing');
  await expect(source).not.toContainText('About');
  await removeMessage(page, stored.id);
});

test('a service area page’s Book button carries the area to the booking page, and on to the time chosen', async ({ page }) => {
  await page.goto('/jacobs/service-areas/lincoln-park');
  await page.getByRole('main').locator('a[href^="/jacobs/book?"]').first().click();
  const tagged = /[?&]utm_source=service-areas&utm_medium=lincoln-park\b/;
  await expect(page).toHaveURL(tagged);
  // A time leads to the form, which keeps the tags (the booking's lead carries them: booking-plain-forms.test.ts).
  await page.getByRole('main').locator('a[href*="start="]').first().click();
  await expect(page).toHaveURL(tagged);
});

test('removing "About" takes the product off the message, keeps the rest of the address and the typing, and moves focus on', async ({ page }) => {
  const product = await firstProduct(page);
  await page.goto(`/jacobs/contact?utm_source=services&product=${product.id}`);
  await contactForm(page).getByLabel('Message').fill('Kept while the product goes.');
  await aboutChip(page).getByRole('button', { name: `Remove product ${product.name}` }).click();
  await expect(aboutChip(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/jacobs\/contact\?utm_source=services$/);
  await expect(contactForm(page).getByLabel('Name')).toBeFocused();
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('Kept while the product goes.');
  const name = unique('Changed Mind');
  await send(page, name);
  const stored = await storedMessage(page, name);
  expect(stored).toMatchObject({ productId: null, productName: null, utmSource: 'services' });
  await removeMessage(page, stored.id);
});

test('the page before is a path of this site only: never another site’s address, never a query', async ({ page, baseURL }) => {
  await page.goto('/jacobs/contact?utm_source=newsletter&utm_medium=email', { referer: 'https://search.example/results?q=rugs&email=ann@example.com' });
  const fromElsewhere = unique('From Elsewhere');
  await send(page, fromElsewhere);
  const elsewhere = await storedMessage(page, fromElsewhere);
  expect(elsewhere).toMatchObject({ fromPage: null, utmSource: 'newsletter', utmMedium: 'email' });

  await page.goto('/jacobs/contact', { referer: `${baseURL}/jacobs/shop?collection=heritage&email=ann@example.com` });
  const fromShop = unique('From Shop');
  await send(page, fromShop);
  const shop = await storedMessage(page, fromShop);
  expect(shop).toMatchObject({ fromPage: '/jacobs/shop', utmSource: null });
  await removeMessage(page, elsewhere.id);
  await removeMessage(page, shop.id);
});

test('an unknown product shows no "About" and is not sent; a bot filling the honeypot is still dropped', async ({ page }) => {
  await page.goto('/jacobs/contact?product=999999');
  await expect(contactForm(page).getByLabel('Name')).toBeVisible();
  await expect(aboutChip(page)).toHaveCount(0);
  const name = unique('No Such Rug');
  await send(page, name);
  const stored = await storedMessage(page, name);
  expect(stored.productId).toBeNull();
  await removeMessage(page, stored.id);

  const product = await firstProduct(page);
  await page.goto(`/jacobs/contact?product=${product.id}`);
  await contactForm(page).locator('input[name="website"]').fill('http://spam.example', { force: true });
  const bot = unique('Bot');
  await send(page, bot);
  const api = await adminApi(page.request);
  const { items } = (await api.get('/api/admin/messages')) as MessagesPage;
  expect(items.map((item) => item.name)).not.toContain(bot);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered contact page already says "About: {name}"', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto(`/jacobs/contact?product=${product.id}&utm_source=mail`);
    await expect(aboutChip(page)).toHaveText(`About: ${product.name}`);
  });
});
