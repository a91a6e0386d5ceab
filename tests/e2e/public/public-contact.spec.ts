// Contact page (docs/product/routes.md#public-pages, docs/product/copy.md#public-forms): the message form, the scheduling card,
// contact details from the settings, and the newsletter signup.
import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config.ts';
import type { MessagesPage, SubscribersPage } from '../../../shared/contract/inbox.ts';
import type { SiteSettings } from '../../../shared/contract/settings.ts';
import { apiGet, expect, expectSingleH1, expectToast, test, toast, waitForIslands } from '../support/public-helpers.ts';
import { animationsEnded } from '../support/settled.ts';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The message form; its fields are looked up inside it so toasts and the newsletter never match. */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Tell us about your rooms' });

async function fillForm(page: Page, values: { name: string; email: string; phone?: string; service?: string; message: string }) {
  await contactForm(page).getByLabel('Name').fill(values.name);
  await contactForm(page).getByLabel('Email').fill(values.email);
  if (values.phone) await contactForm(page).getByLabel('Phone').fill(values.phone);
  if (values.service) await contactForm(page).getByLabel('Service interest').selectOption(values.service);
  await contactForm(page).getByLabel('Message').fill(values.message);
}

test('both forms carry the honeypot: off screen, out of the tab order, hidden from screen readers', async ({ page }) => {
  await page.goto('/jacobs/contact');
  const honeypots = page.locator('input[name="website"]');
  await expect(honeypots).toHaveCount(2);
  for (const honeypot of await honeypots.all()) {
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveValue('');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  }
  // Screen readers: not in the accessibility tree.
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  // Keyboard: tabbing through the whole page never lands on it.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');
  }
});

async function adminGet<T>(page: Page, path: string): Promise<T> {
  const login = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return apiGet<T>(page.request, path);
}

test('the form has the labelled fields, the service options and a six-row message box', async ({ page }) => {
  await page.goto('/jacobs/contact');
  await expectSingleH1(page, 'Contact Us');
  await expect(contactForm(page).getByLabel('Name')).toHaveAttribute('required', '');
  await expect(contactForm(page).getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(contactForm(page).getByLabel('Email')).toHaveAttribute('required', '');
  await expect(contactForm(page).getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(contactForm(page).getByLabel('Phone')).not.toHaveAttribute('required', '');
  await expect(contactForm(page).getByLabel('Message')).toHaveAttribute('rows', '6');
  await expect(contactForm(page).getByLabel('Message')).toHaveAttribute('required', '');
  const options = await contactForm(page).getByLabel('Service interest').locator('option').evaluateAll((nodes) =>
    nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]),
  );
  expect(options.slice(1)).toEqual([
    ['staging', 'Home Staging'],
    ['advisory', 'Permanent Residence Advisory'],
    ['ai-matching', 'AI-Powered Matching'],
    ['pet-safety', 'Pet-Safe Certification'],
    ['other', 'Other'],
  ]);
});

test('sending a message shows Sending..., then Message Sent!, clears the form and stores the message', async ({ page }) => {
  const name = unique('Visitor');
  await page.goto('/jacobs/contact');
  await fillForm(page, { name, email: 'visitor@example.com', phone: '(312) 555-0100', service: 'pet-safety', message: 'We have two dogs and a new apartment.' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(contactForm(page).getByLabel('Name')).toBeEditable();
  await expect(contactForm(page).getByLabel('Message')).toBeEditable();
  release();

  await expectToast(page, 'Message Sent!', 'We typically respond within 24 hours.');
  for (const field of ['Name', 'Phone', 'Message']) await expect(contactForm(page).getByLabel(field)).toHaveValue('');
  await expect(contactForm(page).getByLabel('Email')).toHaveValue('');
  await expect(contactForm(page).getByLabel('Service interest')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  const messages = (await adminGet<MessagesPage>(page, '/api/admin/messages')).items;
  const stored = messages.find((message) => message.name === name);
  expect(stored).toMatchObject({ email: 'visitor@example.com', phone: '(312) 555-0100', service: 'pet-safety', message: 'We have two dogs and a new apartment.' });
});

test('words typed before the page’s code has run are kept, and sent, in both forms', async ({ page }) => {
  // The islands' code is held back, as on a slow connection, while the visitor starts typing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/jacobs/contact', { waitUntil: 'commit' });
  const name = unique('Early Visitor');
  const reader = `${unique('early-reader')}@example.com`;
  await contactForm(page).getByLabel('Name').fill(name);
  await page.getByLabel('Email address for the newsletter').fill(reader);
  // Nothing waits for the code: until it runs, Send posts the form as HTML (public-plain-forms.spec.ts).
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  release();
  await waitForIslands(page);
  await contactForm(page).getByLabel('Email').fill('early@example.com');
  await contactForm(page).getByLabel('Message').fill('Typed while the page was still loading.');
  await expect(contactForm(page).getByLabel('Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent!', 'We typically respond within 24 hours.');
  const messages = (await adminGet<MessagesPage>(page, '/api/admin/messages')).items;
  expect(messages.find((message) => message.name === name)).toMatchObject({ email: 'early@example.com', message: 'Typed while the page was still loading.' });

  await expect(page.getByLabel('Email address for the newsletter')).toHaveValue(reader);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Subscribed!', "You'll receive our newsletter updates.");
  const subscribers = (await adminGet<SubscribersPage>(page, '/api/admin/subscribers')).items;
  expect(subscribers.map((subscriber) => subscriber.email)).toContain(reader);
});

test('a failed send shows the destructive Error toast and keeps the form', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/jacobs/contact');
  await fillForm(page, { name: 'Kept Name', email: 'kept@example.com', message: 'Keep this message.' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Error', 'Failed to send message. Please try again.');
  await expect(toast(page).last()).toHaveAttribute('data-type', 'error');
  await expect(contactForm(page).getByLabel('Name')).toHaveValue('Kept Name');
  await expect(contactForm(page).getByLabel('Email')).toHaveValue('kept@example.com');
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('Keep this message.');
});

test('required fields block an empty submission', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/contact', (route) => {
    calls += 1;
    return route.fallback();
  });
  await page.goto('/jacobs/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The browser's own check stopped it: the first empty required field is focused, and no submit ran.
  await expect(contactForm(page).getByLabel('Name')).toBeFocused();
  expect(await contactForm(page).getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(calls).toBe(0);
  await expect(toast(page)).toHaveCount(0);
});

test('only one toast is visible at a time', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/jacobs/contact');
  await fillForm(page, { name: 'A', email: 'a@example.com', message: 'First.' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toHaveCount(1);
  const second = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await second;
  await animationsEnded(page);
  await expect(toast(page).filter({ visible: true })).toHaveCount(1);
});

test('the scheduling card leads to the booking page, in the same tab', async ({ page }) => {
  await page.goto('/jacobs/contact');
  await expect(page.getByRole('main')).toContainText('free 30-minute AI Rug Fit Consultation');
  const booking = page.getByRole('link', { name: 'Schedule a Consultation' });
  await expect(booking).toHaveAttribute('href', '/jacobs/book');
  await expect(booking).not.toHaveAttribute('target', /./);
  await booking.click();
  await expect(page).toHaveURL(/\/jacobs\/book$/);
});

test('contact information shows Chicago, Illinois with the email and phone from the settings', async ({ page }) => {
  const settings = await apiGet<SiteSettings>(page.request, '/api/settings');
  await page.goto('/jacobs/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('Chicago, Illinois');
  await expect(main.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  await expect(main.getByRole('link', { name: settings.phone })).toBeVisible();
});

test.describe('newsletter', () => {
  const emailField = (page: Page) => page.getByLabel('Email address for the newsletter');

  test('subscribing shows ..., then Subscribed! and clears the field; the subscriber is stored', async ({ page }) => {
    const email = `${unique('reader')}@example.com`;
    await page.goto('/jacobs/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.fallback();
    });
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: '...' })).toBeVisible();
    release();
    await expectToast(page, 'Subscribed!', "You'll receive our newsletter updates.");
    await expect(emailField(page)).toHaveValue('');
    const subscribers = (await adminGet<SubscribersPage>(page, '/api/admin/subscribers')).items;
    expect(subscribers.map((subscriber) => subscriber.email)).toContain(email);
  });

  test('a failure shows Error and keeps the email', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/jacobs/contact');
    await emailField(page).fill('keep@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Error', 'Failed to subscribe. Please try again.');
    await expect(toast(page).last()).toHaveAttribute('data-type', 'error');
    await expect(emailField(page)).toHaveValue('keep@example.com');
  });

  test('an empty email does nothing', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/newsletter', (route) => {
      calls += 1;
      return route.fallback();
    });
    await page.goto('/jacobs/contact');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await emailField(page).fill('   ');
    await emailField(page).press('Enter');
    // Spaces are no address: the browser's own check holds the form (the field reads as empty).
    await expect(emailField(page)).toBeFocused();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(calls).toBe(0);
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

// docs/product/copy.md#constants: the toast stays 5000 ms, F8 moves the focus to it, and a swipe right past 50 px
// dismisses it (a shorter one lets it spring back).
test('a toast is reached with F8 and dismissed by a swipe right past 50 px', async ({ page, isMobile }) => {
  test.skip(isMobile, 'pointer drags are checked on desktop');
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/jacobs/contact');
  await page.getByLabel('Email address for the newsletter').fill('swipe@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Error', 'Failed to subscribe. Please try again.');
  await page.keyboard.press('F8');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-scope="toast"]')))).toBe(true);

  const drag = async (distance: number) => {
    const box = (await toast(page).boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40 + distance, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  await drag(30);
  await expect(toast(page)).toBeVisible();
  await drag(80);
  await expect(toast(page)).toHaveCount(0);
});
