// Display formatting shared by the site and the admin.

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const countFormat = new Intl.NumberFormat('en-US');

/** "$12,500" or "$1,249.50": thousands separators and a dollar sign; cents only when present. */
export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  const text = hasCents
    ? new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)
    : priceFormat.format(price);
  return `$${text}`;
}

/** Whole-dollar money for calculator results; negatives read "-$1,234". */
export function formatDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${wholeDollars.format(Math.abs(rounded))}`;
}

/** "1 rug", "0 rugs", "10,000 rugs": a count with its noun, singular for exactly one. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short US date from YYYY-MM-DD (or an ISO date-time): "Oct 2, 2025". Timezone-free on purpose. */
export function formatShortDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
