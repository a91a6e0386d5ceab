// What the booking tests send: a visitor's valid booking (each test changes what it checks), the
// clock they start at, and the open times they book.
import type { HttpClient } from '../support/http-client.ts';

/** Wednesday 10 March 2027, 08:00 in Chicago: the Friday before the March clock change is bookable. */
export const WEDNESDAY_BEFORE_MARCH_CHANGE = Date.parse('2027-03-10T14:00:00Z');
/** The seeded consultation. */
export const SEEDED_TYPE = 'ai-rug-fit-consultation';

export const validBooking = (overrides: Record<string, unknown> = {}) => ({
  type: SEEDED_TYPE,
  start: '2027-03-12T16:00:00.000Z',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(312) 555-0100',
  neighborhood: 'Lincoln Park',
  notes: 'A 9x12 for the living room.',
  fromPage: '/jacobs/services',
  ...overrides,
});

/** The open times of `days` dates from `from`, as the API answers them. */
export async function openTimes(client: HttpClient, from: string, days = 1, type = SEEDED_TYPE): Promise<string[]> {
  const answer = await client.get(`/api/booking/slots?type=${type}&from=${from}&days=${days}`);
  if (answer.status !== 200) throw new Error(`slots: ${answer.status} ${answer.text}`);
  return (answer.body.slots as { start: string }[]).map((slot) => slot.start);
}

/** The token at the end of a manage link. */
export const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;
