// A consultation's time as a person reads it, in the site's zone: "Friday, March 12, 2027 at
// 10:00 AM (Chicago time)". The mails and the pages write it the same way.

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** "Chicago time": the zone as its city names it. */
export const zoneName = (timeZone: string): string => `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;

/** "Friday, March 12, 2027". */
export const dayText = (instant: number | string, timeZone: string): string => formatsOf(timeZone).day.format(new Date(instant));

/** "10:00 AM". */
export const timeText = (instant: number | string, timeZone: string): string => formatsOf(timeZone).time.format(new Date(instant));

/** A calendar day (YYYY-MM-DD) as its weekday and date read: "Fri", "Mar 12"; "Friday, March 12". */
const calendarDay = {
  weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }),
  date: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }),
  long: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
};
const calendarMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
export const weekdayShort = (date: string): string => calendarDay.weekday.format(calendarMidnight(date));
export const dateShort = (date: string): string => calendarDay.date.format(calendarMidnight(date));
export const dateLong = (date: string): string => calendarDay.long.format(calendarMidnight(date));

/** "Friday, March 12, 2027 at 10:00 AM (Chicago time)". */
export const whenText = (instant: number | string, timeZone: string): string => `${dayText(instant, timeZone)} at ${timeText(instant, timeZone)} (${zoneName(timeZone)})`;
