// What the booking pages read from their address (docs/product/rules.md#booking). The choice so far:
// the consultation (`type`, the first offered when absent), the first day of the fortnight shown
// (`from`, today when absent), the day chosen (`date`) and the time chosen (`start`, an instant).
// And what the booking carries from where the visitor came, as the contact form carries its
// context: a product (`product`), the campaign tags of the link (`utm_source`, `utm_medium`) and
// what Rug Fit found (`fit`). Every link between the booking pages keeps the whole of it, so a
// visitor without script never loses it. Anything malformed is left out, never refused: the page
// is a choice of times, not a form.
import { FIT_MODE_IDS, type FitMode } from '../rug-fit/fit-modes.ts';
import { parseRecordId } from '../record-id.ts';
import { campaignTag } from '../inquiry-source.ts';
import { isDate } from './wall-clock.ts';

/** How many days the page shows at once: a fortnight, then Later dates. */
export const BOOK_WINDOW_DAYS = 14;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/;
const HEX = /^[0-9a-f]{6}$/;
/** As many colours and rugs as a Rug Fit send may carry (rug-fit-send.ts, palette.ts). */
const MAX_FIT_COLOURS = 8;
const MAX_FIT_RUGS = 12;

/** What Rug Fit found, as a booking carries it (the contract's rugFit, without a photo). */
export interface CarriedFit {
  mode: FitMode;
  palette: { color: string; share: number }[];
  productIds: number[];
}

/** Where the visitor came from, carried into the booking. */
export interface BookingCarry {
  productId: number | null;
  utmSource: string | null;
  utmMedium: string | null;
  fit: CarriedFit | null;
}

export const NO_CARRY: BookingCarry = { productId: null, utmSource: null, utmMedium: null, fit: null };

/** The choice so far. */
export interface BookChoice {
  type: string | null;
  from: string | null;
  date: string | null;
  start: string | null;
}

/**
 * Rug Fit's result in one address parameter of unreserved characters:
 * `blend_8a5a44.35-c2b280.25_12.14.3` (the mode, each colour with its share in percent, the rugs).
 */
export function fitParam(fit: CarriedFit): string {
  const colours = fit.palette.slice(0, MAX_FIT_COLOURS).map((swatch) => `${swatch.color.replace('#', '').toLowerCase()}.${Math.round(swatch.share * 100)}`);
  return [fit.mode, colours.join('-'), fit.productIds.slice(0, MAX_FIT_RUGS).join('.')].join('_');
}

export function parseFit(value: string | null): CarriedFit | null {
  if (!value || value.length > 400) return null;
  const [mode, colours = '', rugs = ''] = value.split('_');
  if (!FIT_MODE_IDS.includes(mode as FitMode)) return null;
  const palette = colours
    .split('-')
    .slice(0, MAX_FIT_COLOURS)
    .flatMap((entry) => {
      const [hex, percent] = entry.split('.');
      const share = Number(percent);
      return HEX.test(hex ?? '') && /^\d{1,3}$/.test(percent ?? '') && share <= 100 ? [{ color: `#${hex}`, share: share / 100 }] : [];
    });
  if (palette.length === 0 || palette.reduce((sum, swatch) => sum + swatch.share, 0) > 1.01) return null;
  const productIds = [...new Set(rugs.split('.').flatMap((id) => parseRecordId(id) ?? []))].slice(0, MAX_FIT_RUGS);
  return { mode: mode as FitMode, palette, productIds };
}

export function carryOf(params: URLSearchParams): BookingCarry {
  return {
    productId: parseRecordId(params.get('product')) ?? null,
    utmSource: campaignTag(params.get('utm_source')),
    utmMedium: campaignTag(params.get('utm_medium')),
    fit: parseFit(params.get('fit')),
  };
}

/** A start as the address gives it: an instant in UTC, whole minutes. */
const startOf = (value: string | null): string | null => {
  if (!value || !INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) || at % 60_000 !== 0 ? null : new Date(at).toISOString();
};

export function choiceOf(params: URLSearchParams): BookChoice {
  const type = params.get('type');
  const from = params.get('from');
  const date = params.get('date');
  return {
    type: type && SLUG.test(type) && type.length <= 200 ? type : null,
    from: from && isDate(from) ? from : null,
    date: date && isDate(date) ? date : null,
    start: startOf(params.get('start')),
  };
}

/** The address parameters of a choice and what it carries, in one order (the canonical query of the page). */
export function bookQuery(choice: Partial<BookChoice>, carry: BookingCarry = NO_CARRY): URLSearchParams {
  const query = new URLSearchParams();
  const add = (name: string, value: string | number | null | undefined) => value !== null && value !== undefined && value !== '' && query.set(name, String(value));
  add('type', choice.type);
  add('from', choice.from);
  add('date', choice.date);
  add('start', choice.start);
  add('product', carry.productId);
  add('utm_source', carry.utmSource);
  add('utm_medium', carry.utmMedium);
  add('fit', carry.fit && fitParam(carry.fit));
  return query;
}

/** `path` with the query of a choice and what it carries (`#fragment` when given). */
export function bookAddress(path: string, choice: Partial<BookChoice>, carry?: BookingCarry, fragment?: string): string {
  const query = bookQuery(choice, carry).toString();
  return `${path}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}
