// "Last sync" in the status bar: the time alone when it was today, else the date too, so a sync
// three days ago never reads as this afternoon's. The time is the server's clock's, and so is
// "today" (the window passes the server's time now): this computer's clock may be days off.
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function formatLastSync(iso: string | null, now: Date = new Date(), locale?: string): string {
  if (!iso) return 'never';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'never';
  if (sameDay(at, now)) return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return at.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}
