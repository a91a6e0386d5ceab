// Display formatting shared by the site and the admin. Numbers are grouped by hand rather than
// with Intl.NumberFormat: the first Intl formatter a page makes loads locale data, a task of about
// 15 ms on a phone while the page hydrates; US English needs only commas.

/** "1234567.5" → "1,234,567.5": a comma between each group of three digits of the whole part. */
function groupThousands(number: string): string {
  const [whole = '', fraction] = number.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * `value` rounded to `digits` decimals as Intl does: half away from zero, on the number as it is
 * written (1.005 → 1.01), not on its binary value (which toFixed rounds to 1.00).
 */
function roundDecimal(value: number, digits: number): number {
  const magnitude = Math.abs(value);
  const rounded = String(magnitude).includes('e') ? Number(magnitude.toFixed(digits)) : Number(`${Math.round(Number(`${magnitude}e${digits}`))}e-${digits}`);
  return value < 0 ? -rounded : rounded;
}

/** "$12,500" or "$1,249.50": thousands separators and a dollar sign; cents only when present. */
export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  const cents = roundDecimal(price, 2);
  return `$${groupThousands(hasCents ? cents.toFixed(2) : String(cents))}`;
}

/** Whole-dollar money for calculator results; negatives read "-$1,234". */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${groupThousands(String(Math.abs(rounded)))}`;
}

/** "1 rug", "0 rugs", "10,000 rugs": a whole count with its noun, singular for exactly one. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupThousands(String(count))} ${count === 1 ? singular : plural}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short US date from YYYY-MM-DD (or an ISO date-time): "Oct 2, 2025". Timezone-free on purpose. */
export function formatShortDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
