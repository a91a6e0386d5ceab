// Opening hours as the owner writes them: one day's ranges of wall-clock time, "09:00-12:00,
// 13:00-18:00" (empty: closed). Times are on the five-minute marks the calendar is cut into
// (TIME_STEP_MINUTES), "24:00" ends a day; ranges are in order and do not overlap. The contract
// checks and writes them back in this one form (shared/contract/booking-availability.ts).

/** The calendar's finest cut: every time, duration and buffer is a multiple of it. */
export const TIME_STEP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

/** Wall-clock minutes since midnight, end excluded. */
export interface MinuteRange {
  start: number;
  end: number;
}

export const HOURS_MESSAGES = {
  format: 'Use times such as 09:00-12:00, 13:00-17:30 (24-hour clock), or leave empty for closed',
  step: `Use times on the ${TIME_STEP_MINUTES}-minute marks, such as 09:05 or 17:30`,
  order: 'Each range must end after it starts, and the ranges must be in order without overlapping',
} as const;

const RANGE = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;

const minutesOf = (hours: string, minutes: string): number | null => {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
};

/** The ranges a text names, or what is wrong with it. */
export function parseHours(text: string): { ranges: MinuteRange[] } | { problem: keyof typeof HOURS_MESSAGES } {
  const trimmed = text.trim();
  if (trimmed === '') return { ranges: [] };
  const ranges: MinuteRange[] = [];
  for (const part of trimmed.split(/\s*[,;]\s*/)) {
    const match = RANGE.exec(part);
    if (!match) return { problem: 'format' };
    const start = minutesOf(match[1], match[2]);
    const end = minutesOf(match[3], match[4]);
    if (start === null || end === null || start === DAY_MINUTES) return { problem: 'format' };
    if (start % TIME_STEP_MINUTES !== 0 || end % TIME_STEP_MINUTES !== 0) return { problem: 'step' };
    if (end <= start || (ranges.length > 0 && start < ranges[ranges.length - 1].end)) return { problem: 'order' };
    ranges.push({ start, end });
  }
  return { ranges };
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Ranges in the one written form: "09:00-12:00, 13:00-18:00"; none is the empty text. */
export const formatHours = (ranges: readonly MinuteRange[]): string => ranges.map((range) => `${clock(range.start)}-${clock(range.end)}`).join(', ');

/** The ranges of a stored text (written by the contract, so well formed); none when it is not. */
export function hoursOf(text: string | null | undefined): MinuteRange[] {
  const parsed = parseHours(text ?? '');
  return 'ranges' in parsed ? parsed.ranges : [];
}

/** The ranges in order, overlapping and touching ones joined (minutes of a day, or instants). */
export function unionOf(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const joined: MinuteRange[] = [];
  for (const range of sorted) {
    const last = joined[joined.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

/** `ranges` without any time `removed` covers. */
export function withoutRanges(ranges: readonly MinuteRange[], removed: readonly MinuteRange[]): MinuteRange[] {
  let left = unionOf(ranges);
  for (const cut of removed) {
    left = left.flatMap((range) => {
      if (cut.end <= range.start || cut.start >= range.end) return [range];
      return [
        ...(cut.start > range.start ? [{ start: range.start, end: cut.start }] : []),
        ...(cut.end < range.end ? [{ start: cut.end, end: range.end }] : []),
      ];
    });
  }
  return left;
}

/** A whole day, for a day off without hours. */
export const WHOLE_DAY: MinuteRange = { start: 0, end: DAY_MINUTES };
