// The dashboard's weeks: Monday to Sunday in Chicago, the business's time zone,
// whatever the server's or the browser's zone. A week is named by the date of its Monday.
import { LEAD_SOURCES, type LeadSource } from './lead-source.ts';

export const BUSINESS_TIME_ZONE = 'America/Chicago';
/** Weeks in the dashboard's chart, this week included. */
export const CHART_WEEKS = 12;

const DAY_MS = 86_400_000;

const chicagoDate = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) in Chicago at this instant. */
export function businessDate(instant: Date): string {
  const part = (type: string) => chicagoDate.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const asUtcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);
const dateOf = (day: Date): string => day.toISOString().slice(0, 10);

/** The date `days` after (or before) a calendar date. */
export const addDays = (date: string, days: number): string => dateOf(new Date(asUtcDay(date).getTime() + days * DAY_MS));

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  const weekday = asUtcDay(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The week (its Monday) an instant falls in, in Chicago. */
export const weekOf = (instant: Date | string): string => mondayOf(businessDate(new Date(instant)));

/** The last `count` weeks up to the one `now` falls in, oldest first. */
export function lastWeeks(now: Date, count: number = CHART_WEEKS): string[] {
  const current = weekOf(now);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

export type WeekCounts = { weekStart: string } & Record<LeadSource, number>;

export interface DatedLead {
  createdAt: string;
  source: LeadSource;
}

/** Leads per week and source over the last `count` weeks to `now`, oldest first; leads outside them are left out. */
export function leadsPerWeek(leads: Iterable<DatedLead>, now: Date, count: number = CHART_WEEKS): WeekCounts[] {
  const weeks = new Map(lastWeeks(now, count).map((weekStart) => [weekStart, { weekStart, ...Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) } as WeekCounts]));
  for (const lead of leads) {
    const week = weeks.get(weekOf(lead.createdAt));
    if (week) week[lead.source] += 1;
  }
  return [...weeks.values()];
}

/** How many of these instants fall in this week and in the week before, in Chicago. */
export function thisAndLastWeek(instants: Iterable<string>, now: Date): { thisWeek: number; lastWeek: number } {
  const [lastWeek, thisWeek] = lastWeeks(now, 2);
  const counts = { thisWeek: 0, lastWeek: 0 };
  for (const instant of instants) {
    const week = weekOf(instant);
    if (week === thisWeek) counts.thisWeek += 1;
    else if (week === lastWeek) counts.lastWeek += 1;
  }
  return counts;
}

/** The first instant (UTC ISO) that can fall in the chart's weeks: a day before its first Monday covers any offset. */
export const chartWindowStart = (now: Date, count: number = CHART_WEEKS): string => `${addDays(lastWeeks(now, count)[0], -1)}T00:00:00.000Z`;
