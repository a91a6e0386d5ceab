// What the dashboard and Settings say about the messages and sign-ups held for review (decision 177).
import type { HeldCounts } from '../contract/inbox.ts';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 messages and 1 sign-up", leaving out a kind with none; empty when nothing is held. */
export function heldSummary({ messages, subscribers }: HeldCounts): string {
  return [messages > 0 ? counted(messages, 'message', 'messages') : '', subscribers > 0 ? counted(subscribers, 'sign-up', 'sign-ups') : ''].filter(Boolean).join(' and ');
}

export const HELD_EXPLANATION = 'They came in past the hourly allowance of the public forms, so they are not emailed or counted as leads until you release them.';
