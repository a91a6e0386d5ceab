// The contact page's two forms as plain HTML forms (docs/product/rules.md#forms-without-script), at
// both sizes: with JavaScript off, and before their islands have run, a message and a sign-up are
// sent and confirmed in the page, a refused message comes back with each error beside its field and
// the words typed, and a form posted from another site is refused. With JavaScript the islands take
// over the server's form as it is, and answer with their toasts.
import type { Page } from '@playwright/test';
import { CONTACT_SENT, NEWSLETTER_SENT } from '../../../shared/contract/contact-outcomes.ts';
import type { ContactMessage, MessagesPage, SubscribersPage } from '../../../shared/contract/inbox.ts';
import { PHONE_NUMBER_MESSAGE } from '../../../shared/domain/phone.ts';
import { adminApi, cleanInbox, unique } from '../support/admin-helpers.ts';
import { expect, expectAccessible, expectToast, test, waitForIslands } from '../support/public-helpers.ts';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Tell us about your rooms' });
const newsletterEmail = (page: Page) => page.getByLabel('Email address for the newsletter');

async function fillMessage(page: Page, values: { name: string; email: string; phone?: string; service?: string; message: string }): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  if (values.phone) await form.getByLabel('Phone').fill(values.phone);
  if (values.service) await form.getByLabel('Service interest').selectOption(values.service);
  await form.getByLabel('Message').fill(values.message);
}

/** What the page shows of the contact form: the notice above it, its text and each field's value and error state. */
async function shownForm(page: Page) {
  const notice = await page.locator('.form-outcome').allInnerTexts();
  const { text, values } = await contactForm(page).evaluate((form: HTMLFormElement) => ({
    text: form.innerText,
    values: [...form.elements].flatMap((field) => (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? [[field.name, field.value, field.getAttribute('aria-invalid')]] : [])),
  }));
  return { notice, text, values };
}

async function storedMessage(page: Page, name: string): Promise<ContactMessage | undefined> {
  const messages = ((await (await adminApi(page.request)).get('/api/admin/messages')) as MessagesPage).items;
  return messages.find((message) => message.name === name);
}

async function storedEmails(page: Page): Promise<string[]> {
  return (((await (await adminApi(page.request)).get('/api/admin/subscribers')) as SubscribersPage).items).map((subscriber) => subscriber.email);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a message is sent and confirmed in the page, with the campaign of the address it was sent from', async ({ page }) => {
    const name = unique('No Script Visitor');
    await page.goto('/jacobs/contact?utm_source=e2e&utm_medium=plain-form');
    await fillMessage(page, { name, email: 'noscript@example.com', phone: '(312) 555-0100', service: 'pet-safety', message: 'Sent as a plain form.' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/jacobs\/contact\?sent=message#section-contact-title$/);
    const confirmation = page.getByRole('status').filter({ hasText: CONTACT_SENT.title });
    await expect(confirmation).toContainText(CONTACT_SENT.description);
    await expect(confirmation).toBeInViewport();
    // Nothing typed is on the page: it is the same page for every visitor.
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
    await expect(page.getByText(name)).toHaveCount(0);

    expect(await storedMessage(page, name)).toMatchObject({ email: 'noscript@example.com', phone: '(312) 555-0100', service: 'pet-safety', message: 'Sent as a plain form.', utmSource: 'e2e', utmMedium: 'plain-form', held: false });
    await cleanInbox(page.request, { name });
  });

  test('a subscription is sent and confirmed in the page', async ({ page }) => {
    const email = `${unique('plain-reader').replace(/\s+/g, '-')}@example.com`;
    await page.goto('/jacobs/contact');
    await newsletterEmail(page).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/jacobs\/contact\?sent=newsletter#section-contact-title-newsletter$/);
    const confirmation = page.getByRole('status').filter({ hasText: NEWSLETTER_SENT.title });
    await expect(confirmation).toContainText(NEWSLETTER_SENT.description);
    await expect(confirmation).toBeInViewport();
    await expect(newsletterEmail(page)).toHaveValue('');
    expect(await storedEmails(page)).toContain(email);
    await cleanInbox(page.request, { email });
  });

  test('an invalid message comes back with each error beside its field and the words typed; corrected, it is sent', async ({ page }) => {
    const name = unique('Refused Visitor');
    await page.goto('/jacobs/contact');
    // Both pass the browser's own checks; the server's contract refuses them.
    await fillMessage(page, { name, email: 'visitor@example', phone: 'call me', service: 'staging', message: 'Please keep these words.' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/jacobs\/contact#section-contact-title$/);
    const problem = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(problem).toContainText('Please check what is marked below.');
    await expect(problem).toBeInViewport();
    const form = contactForm(page);
    await expect(form.getByLabel('Email')).toHaveValue('visitor@example');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Must be an email address');
    await expect(form.getByLabel('Phone')).toHaveValue('call me');
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(PHONE_NUMBER_MESSAGE);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Service interest')).toHaveValue('staging');
    await expect(form.getByLabel('Message')).toHaveValue('Please keep these words.');
    expect(await storedMessage(page, name)).toBeUndefined();

    await form.getByLabel('Email').fill('visitor@example.com');
    await form.getByLabel('Phone').fill('');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONTACT_SENT.title })).toBeVisible();
    expect(await storedMessage(page, name)).toMatchObject({ email: 'visitor@example.com', phone: null, service: 'staging', message: 'Please keep these words.' });
    await cleanInbox(page.request, { name });
  });

  test('a form posted from another site is refused, and nothing is stored', async ({ page, baseURL }) => {
    const name = unique('Forged Visitor');
    // A page of another site whose form posts to the contact page, as a forger's would.
    await page.route('http://forger.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a rug</title><form method="post" action="${baseURL}/jacobs/contact"><input name="form" value="message"><input name="name" value="${name}"><input name="email" value="forged@example.com"><input name="message" value="Forged"><button>Win a rug</button></form>`,
      }),
    );
    await page.goto('http://forger.test/');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url() === `${baseURL}/jacobs/contact`), page.getByRole('button', { name: 'Win a rug' }).click()]);
    expect(answer.status()).toBe(403);
    await expect(page.locator('body')).toContainText('Cross-site request refused');
    expect(await storedMessage(page, name)).toBeUndefined();
  });
});

test('before the islands have run, Send posts the form as HTML and the page confirms it', async ({ page }) => {
  // The islands' code is held back, as on a slow phone, for the whole visit.
  await page.route('**/assets/*.js', () => new Promise(() => {}));
  const name = unique('Early Sender');
  await page.goto('/jacobs/contact', { waitUntil: 'commit' });
  await fillMessage(page, { name, email: 'early@example.com', message: 'Sent before the script arrived.' });
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/jacobs\/contact\?sent=message#section-contact-title$/);
  await expect(page.getByRole('status').filter({ hasText: CONTACT_SENT.title })).toBeVisible();
  await expectAccessible(page);
  expect(await storedMessage(page, name)).toMatchObject({ email: 'early@example.com', message: 'Sent before the script arrived.' });
  await cleanInbox(page.request, { name });
});

test('with JavaScript the island takes over a refused form as it is, and answers with its toast', async ({ page }) => {
  // The refusal arrives before the islands' code (a plain post, as on a slow phone), which then hydrates that page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  const name = unique('Hydrated Visitor');
  await page.goto('/jacobs/contact', { waitUntil: 'commit' });
  await fillMessage(page, { name, email: 'hydrated@example', message: 'Kept through hydration.' });
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
  const email = contactForm(page).getByLabel('Email');
  const before = await shownForm(page);

  release();
  await waitForIslands(page);
  // No flash: the hydrated form shows what the server's did, errors and words included.
  expect(await shownForm(page)).toEqual(before);
  expect(before.values).toContainEqual(['message', 'Kept through hydration.', null]);
  await expect(email).toHaveAccessibleDescription('Must be an email address');
  await expectAccessible(page);

  await email.fill('hydrated@example.com');
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, CONTACT_SENT.title, CONTACT_SENT.description);
  // The toast answers now: the plain post's notice and errors are gone, the form cleared.
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
  expect(await storedMessage(page, name)).toMatchObject({ email: 'hydrated@example.com', message: 'Kept through hydration.' });
  await cleanInbox(page.request, { name });
});
