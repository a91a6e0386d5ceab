// Booking a consultation end to end (docs/product/rules.md#booking), at both sizes, against a server
// of its own that mails through a real SMTP server on loopback. A visitor, with JavaScript on (their
// device in Los Angeles: their own time is shown beside Chicago's) and off, books from the home page,
// gets the invitation (read back as a calendar reads it), moves and cancels it from the email's link.
// The owner sees a booking in Bookings, the inbox and the private calendar feed, blocks a day, and
// its times leave the booking page; sets the weekly hours, and the page offers those alone.
import { test as base, expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { HOURS_MESSAGES } from '../../../shared/domain/booking/hours.ts';
import { dateIn, minuteIn, weekdayOf } from '../../../shared/domain/booking/wall-clock.ts';
import { dayText, timeText } from '../../../shared/domain/booking/when.ts';
import { freePort, PROCESS_ADMIN_PASSWORD, REPO_ROOT, startServerProcess, tempDataDir, type ServerProcess } from '../../integration/hardening/support/server-process.ts';
import { invitationOf, type Invitation } from '../../integration/support/invitation.ts';
import { startMailServer, type TestMailServer } from '../../integration/support/mail-server.ts';

const ZONE = 'America/Chicago';
const OWNER = 'consult@jacobsrugconsultancy.com';

interface BookingSite {
  server: ServerProcess;
  mail: TestMailServer;
}

/** One server and mail server per worker (each size runs in its own); every page of the test is on it. */
const test = base.extend<object, { site: BookingSite }>({
  site: [
    async ({}, use) => {
      const data = tempDataDir('jacobs-e2e-booking-');
      const mail = await startMailServer();
      const port = await freePort();
      const server = await startServerProcess(data.dir, {
        PORT: String(port),
        SMTP_URL: mail.url,
        MAIL_FROM: 'Jacobs Rug Consultancy <leads@rugs.example>',
        SITE_DIR: `${REPO_ROOT}/dist/site`,
        // Every booking of the run comes from one address; the limits have their own tests.
        BOOKINGS_PER_CLIENT: '1000',
        BOOKINGS_PER_HOUR: '1000',
      });
      await use({ server, mail });
      await server.stop();
      await mail.close();
      data.remove();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.server.baseUrl),
});

/** The invitations mailed to `email`, in order, once `count` have come. */
async function invitationsTo(mail: TestMailServer, email: string, count: number): Promise<Invitation[]> {
  await expect.poll(() => mail.received.filter((received) => received.to.includes(email)).length, { message: `mails to ${email}` }).toBeGreaterThanOrEqual(count);
  const mails = mail.received.filter((received) => received.to.includes(email));
  return Promise.all(mails.map(async (received) => (await invitationOf(received))!.invitation));
}

/** Picks the second open day and its first time; answers the time's instant. */
async function pickTime(page: Page): Promise<string> {
  const day = page.getByTestId('open-days').getByRole('link').nth(1);
  const date = new URL((await day.getAttribute('href'))!, page.url()).searchParams.get('date')!;
  await day.click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  const time = page.getByRole('list', { name: /^Open times on / }).getByRole('link').first();
  const start = (await time.locator('time').getAttribute('datetime'))!;
  expect(dateIn(Date.parse(start), ZONE)).toBe(date);
  await expect(time).toContainText(timeText(start, ZONE));
  await time.click();
  return start;
}

/** The booking's card on its own page says when, in Chicago time. */
async function expectWhen(page: Page, start: string) {
  const card = page.getByTestId('booking-card');
  await expect(card).toContainText(dayText(start, ZONE));
  await expect(card).toContainText(`${timeText(start, ZONE)} Chicago time`);
}

for (const javaScript of [true, false]) {
  test.describe(`a visitor with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    // With script, the visitor's device is in Los Angeles: the page adds their own time.
    test.use({ javaScriptEnabled: javaScript, timezoneId: 'America/Los_Angeles' });

    test('books from the home page, gets the invitation, moves and cancels it from the email’s link', async ({ page, site }, info) => {
      const email = `ann.${info.project.name}.${javaScript ? 'js' : 'html'}@example.com`;
      await page.goto('/jacobs');
      await page.getByRole('link', { name: 'Book Consultation' }).first().click();
      await expect(page).toHaveURL(/\/jacobs\/book(\?|$)/);
      await expect(page.getByRole('heading', { level: 2, name: 'Choose a day and time' })).toBeVisible();

      const start = await pickTime(page);
      const chosen = page.getByTestId('chosen-time');
      await expect(chosen).toContainText(`${dayText(start, ZONE)}, ${timeText(start, ZONE)}`);
      // The visitor's own time beside Chicago's, where script runs.
      if (javaScript) await expect(chosen).toContainText(`${new Date(start).toLocaleTimeString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' })} your time`);
      else await expect(chosen).not.toContainText('your time');
      const form = page.getByRole('form', { name: 'Your details' });
      await form.getByLabel('Name').fill('Ann Lee');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('(312) 555-0100');
      await form.getByLabel('Neighborhood or town').fill('Lincoln Park');
      await form.getByRole('button', { name: 'Book This Time' }).click();

      await expect(page.getByTestId('booking-state')).toHaveText('You’re booked');
      await expect(page).toHaveURL(/\/jacobs\/book\/manage\/[^/?]+\?sent=booking/);
      await expectWhen(page, start);

      // The invitation: REQUEST, SEQUENCE 0, the time chosen, the owner as organizer, the manage link.
      const [booked] = await invitationsTo(site.mail, email, 1);
      expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, start: new Date(start).toISOString(), organizer: expect.stringContaining(OWNER) });
      const manage = booked.url!;
      expect(new URL(manage).pathname).toBe(new URL(page.url()).pathname);

      // Moved from the email's link to the first open time of the first day.
      await page.goto(manage);
      await expect(page.getByTestId('booking-state')).toHaveText('Your consultation');
      await page.getByRole('link', { name: 'Choose Another Time' }).click();
      const other = page.getByRole('list', { name: /^Open times on / }).getByRole('link').filter({ hasNot: page.locator(`time[datetime="${start}"]`) }).first();
      const moved = (await other.locator('time').getAttribute('datetime'))!;
      await other.click();
      await page.getByRole('button', { name: 'Move to This Time' }).click();
      await expect(page.getByTestId('booking-state')).toHaveText('Your consultation is moved');
      await expectWhen(page, moved);
      const [, movedInvitation] = await invitationsTo(site.mail, email, 2);
      expect(movedInvitation).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, start: new Date(moved).toISOString() });

      // Cancelled with a word why; the link then says it no longer works.
      await page.getByLabel('Anything we should know? (optional)').fill('Plans changed.');
      await page.getByRole('button', { name: 'Cancel My Consultation' }).click();
      await expect(page.getByTestId('booking-state')).toHaveText('Your consultation is cancelled');
      const [, , cancelled] = await invitationsTo(site.mail, email, 3);
      expect(cancelled).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2 });
      const gone = await page.goto(manage);
      expect(gone?.status()).toBe(410);
      await expect(page.getByTestId('booking-state')).toHaveText('This link no longer works');
    });
  });
}

/** Signs the page's context in to the booking server's admin. */
async function signIn(page: Page) {
  const login = await page.request.post('/api/admin/login', { data: { password: PROCESS_ADMIN_PASSWORD } });
  expect(login.ok()).toBeTruthy();
}

test('the owner sees a booking in Bookings, the inbox and the calendar feed, blocks a day and its times leave the booking page', async ({ page, browser, baseURL }, info) => {
  const name = `Ben Ortiz ${info.project.name}`;
  const slots = (await (await page.request.get('/api/booking/slots?days=28')).json()) as { slots: { start: string }[] };
  const dates = [...new Set(slots.slots.map((slot) => dateIn(Date.parse(slot.start), ZONE)))];
  const [start] = slots.slots.map((slot) => slot.start).filter((slot) => dateIn(Date.parse(slot), ZONE) === dates[0]);
  const booked = await page.request.post('/api/bookings', { data: { type: 'ai-rug-fit-consultation', start, name, email: `ben.${info.project.name}@example.com`, phone: '(312) 555-0101', neighborhood: 'Wicker Park', notes: 'A runner for the hall.' } });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };

  await signIn(page);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const card = page.getByTestId('booking').filter({ hasText: name });
  await expect(card).toContainText(`${timeText(start, ZONE)} –`);
  await expect(card).toContainText('Confirmed');

  // In the inbox: the booking's lead, its source the booking.
  await page.goto('/admin/inbox');
  const lead = page.getByTestId('inbox-message').filter({ hasText: name });
  await expect(lead.getByTestId('message-source')).toContainText('Source');
  await expect(lead.getByTestId('message-source').getByRole('link', { name: 'Booking' })).toHaveAttribute('href', `/admin/bookings?id=${id}`);

  // In the calendar feed whose address Settings shows.
  await page.goto('/admin/settings');
  const feedButton = page.getByRole('button', { name: 'Make a calendar address' });
  await expect(feedButton.or(page.getByTestId('calendar-feed-url'))).toBeVisible();
  if (await feedButton.isVisible()) await feedButton.click();
  const feedUrl = await page.getByTestId('calendar-feed-url').inputValue();
  const feed = new ICAL.Component(ICAL.parse(await (await page.request.get(feedUrl)).text()));
  const events = feed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  // (The visitors' cancelled bookings are there too, as cancelled.)
  const event = events.find((candidate) => candidate.summary.endsWith(name));
  expect(event?.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
  expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

  // The owner blocks the second open day, whole; a visitor (script off) finds no time there.
  const blocked = dates[1];
  await page.goto('/admin/bookings');
  const block = page.getByRole('region', { name: 'Block a time' });
  await block.getByLabel('Date').fill(blocked);
  await block.getByLabel('The whole day').check();
  await block.getByRole('button', { name: 'Block this time' }).click();
  await expect(block.getByRole('list', { name: 'Blocked times' })).toContainText(`${dayText(`${blocked}T18:00:00Z`, ZONE)}, the whole day`);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: info.project.use.viewport });
  const visitor = await context.newPage();
  await visitor.goto(`/jacobs/book?date=${blocked}`);
  await expect(visitor.getByTestId('open-days').getByRole('link')).not.toHaveCount(0);
  expect(await visitor.getByTestId('open-days').getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('date')))).not.toContain(blocked);
  await expect(visitor.getByRole('list', { name: /^Open times on / })).toHaveCount(0);
  await context.close();
});

test('the owner sets the weekly hours: a malformed line is named and nothing is saved; a closed day leaves the booking page and an open one takes its new times', async ({ page, browser, baseURL }, info) => {
  await signIn(page);
  await page.goto('/admin/bookings/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking hours' })).toBeVisible();
  const day = (name: string) => page.getByRole('textbox', { name, exact: true });
  const save = () => page.getByRole('button', { name: 'Save Hours' }).click();
  const stored = async () => (await (await page.request.get('/api/admin/booking-availability')).json()) as Record<string, unknown>;
  const before = await stored();

  await day('Monday').fill('9 to 5');
  await save();
  await expect(day('Monday')).toHaveAttribute('aria-invalid', 'true');
  await expect(day('Monday')).toHaveAccessibleDescription(new RegExp(HOURS_MESSAGES.format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect((await stored()).monday).toBe(before.monday);

  // Open on Tuesday afternoons only.
  for (const name of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await day(name).fill('');
  await day('Tuesday').fill('13:00-15:00');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/booking-availability') && response.request().method() === 'PUT');
  await save();
  expect((await saved).status()).toBe(200);
  await expect(day('Monday')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await stored()).toMatchObject({ monday: '', tuesday: '13:00-15:00', wednesday: '' });

  // A visitor (script off) is offered Tuesdays alone, and on a Tuesday only times from 1 PM, Chicago time, ending by 3.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: info.project.use.viewport });
  const visitor = await context.newPage();
  await visitor.goto('/jacobs/book');
  const days = visitor.getByTestId('open-days').getByRole('link');
  await expect(days).not.toHaveCount(0);
  const dates = await days.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('date')!));
  expect(dates.map(weekdayOf)).toEqual(dates.map(() => 2));
  await days.first().click();
  const starts = await visitor.getByRole('list', { name: /^Open times on / }).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.map((start) => minuteIn(Date.parse(start), ZONE)).every((minute) => minute >= 13 * 60 && minute < 15 * 60)).toBe(true);
  expect(timeText(starts[0]!, ZONE)).toBe('1:00 PM');
  await context.close();
});
