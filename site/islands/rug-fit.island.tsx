// Rug Fit (decision 210): a photo of the room in, the rugs that suit it out. An
// island (decision 191) in Rug Fit's section: it takes the shop's active rugs and the owner's words
// as props (the page hands them in; it fetches nothing) and does everything on the visitor's device (the photo is decoded, checked, downscaled and its
// palette extracted here; the ranking too) until they send the result to a consultant through the
// contact form, which takes the photo only if they tick to include it.
import { bookAddress, NO_CARRY } from '../../shared/domain/booking/book-page.ts';
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { collectionName } from '../../shared/domain/collections.ts';
import { formatPrice } from '../../shared/domain/format.ts';
import { colourName } from '../../shared/domain/rug-fit/colour-names.ts';
import { FIT_MODE_IDS, type FitMode } from '../../shared/domain/rug-fit/fit-modes.ts';
import { keptSwatches, type Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { prepareCatalogue, rankRugs, type RugFit as Fit } from '../../shared/domain/rug-fit/rank-rugs.ts';
import type { SERVICE_INTERESTS } from '../../shared/contract/service-interests.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { RugFitToolWord } from '../../shared/contract/sections/page-part-kinds.ts';
import { fileDropHandlers } from '../../shared/file-drop.ts';
import { href } from '../../shared/paths.ts';
import { WhenHydrated } from '../../shared/when-hydrated.ts';
import { useFieldMarks } from '../sections/field-marks.tsx';
import { solidButtonStyles } from '../components/form-styles.ts';
import ContactForm, { EMPTY_CONTACT_FORM, styles as contactFormStyles } from './contact-form.island.tsx';
import { PhotoProblem, photoToSend, readPhoto } from './rug-fit/read-photo.ts';
import type { RugFitAttachment } from './rug-fit/rug-fit-about.tsx';

/** A rug as the page hands it over: the public product's fields Rug Fit shows and ranks by. */
export interface RugFitProduct {
  id: number;
  name: string;
  collection: string;
  price: number;
  imageUrl: string | null;
  imageAlt: string | null;
  /** Its picture's palette (GET /api/products); null: ranked by its collection's. */
  palette: Swatch[] | null;
}

/** What the tool says, as the owner wrote it in Rug Fit's section (shared/contract/sections/page-part-kinds.ts). */
export type RugFitWords = Pick<SectionOf<'rugFit'>, RugFitToolWord>;

export interface RugFitProps {
  /** The active rugs of the shop. */
  products: RugFitProduct[];
  words: RugFitWords;
  /** Where Book leads (shared/booking-link.ts); `carries`: it is this site's booking page, which takes what Rug Fit found. */
  book?: { href: string; carries: boolean };
}

/** A way's name, and the heading over its rugs, in the owner's words. */
const modeLabel = (words: RugFitWords, mode: FitMode) => (mode === 'blend' ? words.blendLabel : words.popLabel);
const modeTitle = (words: RugFitWords, mode: FitMode) => (mode === 'blend' ? words.blendTitle : words.popTitle);

/** How many ranked rugs are shown. */
const SHOWN_RUGS = 6;

type Photo =
  | { state: 'none' }
  | { state: 'reading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; palette: Swatch[]; bitmap: ImageBitmap; previewUrl: string };

const percent = (share: number) => `${Math.round(share * 100)}%`;

export default function RugFit({ products, words, book }: RugFitProps) {
  const [photo, setPhoto] = useState<Photo>({ state: 'none' });
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<FitMode>('blend');
  const results = useRef<HTMLElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ state: 'reading' });
    setDropped(new Set());
    try {
      const read = await readPhoto(file);
      setPhoto({ state: 'ready', ...read, previewUrl: URL.createObjectURL(file) });
    } catch (error) {
      setPhoto({ state: 'failed', message: error instanceof PhotoProblem ? error.message : 'The photo could not be read' });
    }
  };

  // The last photo's memory goes when another is chosen or the page closes.
  useEffect(() => {
    if (photo.state !== 'ready') return undefined;
    return () => {
      URL.revokeObjectURL(photo.previewUrl);
      photo.bitmap.close();
    };
  }, [photo]);

  // On a phone the results open below the picker, out of sight: once a photo is read they are
  // brought into view (smoothly unless the visitor asked for less motion: the page's scroll-behavior).
  useEffect(() => {
    const start = results.current;
    if (photo.state !== 'ready' || !start) return;
    const { top } = start.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) start.scrollIntoView({ block: 'start' });
  }, [photo]);

  return (
    <div className="rug-fit">
      <PhotoPicker words={words} busy={photo.state === 'reading'} onFile={choose} />
      <p className="rug-fit-status" role="status" aria-live="polite">
        {photo.state === 'reading' ? words.reading : ''}
      </p>
      {photo.state === 'failed' ? (
        <p className="rug-fit-problem" role="alert">
          {photo.message}
        </p>
      ) : null}
      {photo.state === 'ready' ? (
        <Results words={words} products={products} photo={photo} dropped={dropped} onToggle={(index) => setDropped((current) => toggled(current, index))} mode={mode} onMode={setMode} start={results} book={book} />
      ) : null}
    </div>
  );
}

const toggled = (set: ReadonlySet<number>, index: number) => {
  const next = new Set(set);
  if (!next.delete(index)) next.add(index);
  return next;
};

function PhotoPicker({ words, busy, onFile }: { words: RugFitWords; busy: boolean; onFile(file: File | undefined): void }) {
  const [dragging, setDragging] = useState(false);
  // The page view's marks of the words shown before a photo (its other words show only once one is read).
  const mark = useFieldMarks();
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const pick = (input: HTMLInputElement) => {
    void onFile(input.files?.[0]);
    input.value = '';
  };
  return (
    <div className="rug-fit-picker" data-dragging={dragging || undefined} data-testid="rug-fit-drop-zone" {...fileDropHandlers(setDragging, ([file]: File[]) => onFile(file), !busy)}>
      <p className="rug-fit-picker-text" {...mark('pickerText')}>
        {words.pickerText}
      </p>
      {/* Until hydrated the buttons would do nothing: they wait (the page's <noscript> says why, where script is off). */}
      <WhenHydrated>
        {(ready) => (
          <div className="rug-fit-picker-actions">
            <button type="button" className="rug-fit-primary" data-size="lg" disabled={!ready || busy} onClick={() => camera.current?.click()} {...mark('takePhoto')}>
              {words.takePhoto}
            </button>
            <button type="button" className="rug-fit-button" disabled={!ready || busy} onClick={() => library.current?.click()} {...mark('choosePhoto')}>
              {words.choosePhoto}
            </button>
          </div>
        )}
      </WhenHydrated>
      <input ref={camera} className="rug-fit-file" type="file" accept="image/*" capture="environment" tabIndex={-1} aria-label="Take a photo of your room" onChange={(event) => pick(event.currentTarget)} />
      <input ref={library} className="rug-fit-file" type="file" accept="image/*" tabIndex={-1} aria-label="Room photo" onChange={(event) => pick(event.currentTarget)} />
    </div>
  );
}

interface ResultsProps {
  words: RugFitWords;
  book: RugFitProps['book'];
  products: RugFitProduct[];
  photo: Extract<Photo, { state: 'ready' }>;
  dropped: ReadonlySet<number>;
  onToggle(index: number): void;
  mode: FitMode;
  onMode(mode: FitMode): void;
  /** Where the results start (brought into view when they open). */
  start: RefObject<HTMLElement | null>;
}

function Results({ words, products, photo, dropped, onToggle, mode, onMode, start, book }: ResultsProps) {
  // The rugs' colours are read once, when the first photo is ready.
  const catalogue = useMemo(() => prepareCatalogue(products), [products]);
  const kept = useMemo(() => keptSwatches(photo.palette, dropped), [photo.palette, dropped]);
  const fits = useMemo(() => rankRugs(catalogue, kept, mode, SHOWN_RUGS), [catalogue, kept, mode]);
  return (
    <>
      <section ref={start} className="rug-fit-room" aria-labelledby="rug-fit-room">
        <img className="rug-fit-photo" src={photo.previewUrl} alt="Your room" />
        <div>
          <h2 id="rug-fit-room" className="rug-fit-heading">
            {words.colorsTitle}
          </h2>
          <p className="rug-fit-hint">{words.colorsHint}</p>
          <ul className="rug-fit-swatches" aria-labelledby="rug-fit-room">
            {photo.palette.map((swatch, index) => (
              <li key={swatch.color}>
                <button
                  type="button"
                  className="rug-fit-swatch"
                  aria-pressed={dropped.has(index)}
                  aria-label={`${dropped.has(index) ? 'Bring back' : 'Leave out'} ${colourName(swatch.color)}, ${percent(swatch.share)} of the photo`}
                  onClick={() => onToggle(index)}
                >
                  <span className="rug-fit-chip" style={{ background: swatch.color }} aria-hidden="true" />
                  <span>{colourName(swatch.color)}</span>
                  <span className="rug-fit-share">{percent(swatch.share)}</span>
                </button>
              </li>
            ))}
          </ul>
          <fieldset className="rug-fit-modes">
            <legend className="rug-fit-legend">{words.modeLegend}</legend>
            {FIT_MODE_IDS.map((id) => (
              <label key={id} className="rug-fit-mode">
                <input type="radio" name="rug-fit-mode" value={id} checked={mode === id} onChange={() => onMode(id)} />
                {modeLabel(words, id)}
              </label>
            ))}
          </fieldset>
        </div>
      </section>
      <section className="rug-fit-picks" aria-labelledby="rug-fit-picks">
        <h2 id="rug-fit-picks" className="rug-fit-heading">
          {modeTitle(words, mode)}
        </h2>
        {fits.length === 0 ? (
          <p className="rug-fit-hint">{words.noColors}</p>
        ) : (
          <ol className="rug-fit-cards" aria-label="Rugs that suit your room">
            {fits.map((fit) => (
              <RugCard key={fit.rug.id} fit={fit} />
            ))}
          </ol>
        )}
      </section>
      {fits.length > 0 ? <SendToConsultant words={words} palette={kept} mode={mode} fits={fits} bitmap={photo.bitmap} book={book} /> : null}
    </>
  );
}

function RugCard({ fit }: { fit: Fit<RugFitProduct> }) {
  const { rug } = fit;
  return (
    <li className="rug-fit-card" data-testid="rug-fit-card">
      <a className="rug-fit-card-link" href={href.product(rug.id)}>
        <span className="rug-fit-card-image">{rug.imageUrl ? <img src={rug.imageUrl} alt={rug.imageAlt ?? ''} loading="lazy" /> : null}</span>
        <span className="rug-fit-collection">{collectionName(rug.collection)}</span>
        <span className="rug-fit-name">{rug.name}</span>
        <span className="rug-fit-reason">{fit.reason}</span>
        <span className="rug-fit-price">{formatPrice(rug.price)}</span>
      </a>
    </li>
  );
}

interface SendProps {
  words: RugFitWords;
  palette: Swatch[];
  mode: FitMode;
  fits: Fit<RugFitProduct>[];
  bitmap: ImageBitmap;
  book: RugFitProps['book'];
}

/** The message a consultant reads first: what the visitor saw (the way by the name the page gave it). */
function summary(palette: Swatch[], way: string, fits: Fit<RugFitProduct>[]): string {
  const colours = palette.map((swatch) => `${colourName(swatch.color)} ${percent(swatch.share)}`).join(', ');
  return `I used Rug Fit (${way}). My room's colors: ${colours}. The rugs it suggested: ${fits.map((fit) => fit.rug.name).join(', ')}.`;
}

const AI_MATCHING: (typeof SERVICE_INTERESTS)[number]['id'] = 'ai-matching';
/** The id of the heading that names the opened contact form. */
const SEND_HEADING = 'rug-fit-send';

/** "Send this to a consultant": the contact form, prefilled, with what Rug Fit found attached. */
function SendToConsultant({ words, palette, mode, fits, bitmap, book }: SendProps) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const rugFit: RugFitAttachment = {
    palette: palette.map((swatch) => ({ ...swatch, name: colourName(swatch.color) })),
    mode,
    modeLabel: modeLabel(words, mode),
    rugs: fits.map((fit) => ({ id: fit.rug.id, name: fit.rug.name })),
    photo: () => photoToSend(bitmap),
  };
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <div className="rug-fit-send-actions">
        <button type="button" className="rug-fit-primary rug-fit-send-open" data-size="lg" onClick={() => setOpen(true)}>
          {words.sendLabel}
        </button>
        {book ? (
          // Booking carries what Rug Fit found (its colors, the rugs shown, the mode), never the photo.
          <a className="rug-fit-button rug-fit-book" href={book.carries ? bookAddress(book.href, {}, { ...NO_CARRY, fit: { mode, palette: rugFit.palette.map(({ color, share }) => ({ color, share })), productIds: rugFit.rugs.map((rug) => rug.id) } }) : book.href}>
            {words.bookLabel}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <section className="rug-fit-send" aria-labelledby={SEND_HEADING}>
      <h2 id={SEND_HEADING} className="rug-fit-heading" tabIndex={-1} ref={heading}>
        {words.sendLabel}
      </h2>
      <p className="rug-fit-hint">{words.sendText}</p>
      {/* The message starts from what the visitor saw when they opened the form; they may rewrite it. */}
      <ContactForm initial={{ ...EMPTY_CONTACT_FORM, service: AI_MATCHING, message: summary(palette, modeLabel(words, mode), fits) }} product={null} rugFit={rugFit} headingId={SEND_HEADING} />
    </section>
  );
}

export const styles: PageStyleRules[] = [
  ...contactFormStyles,
  solidButtonStyles('.rug-fit-primary', 'madder'),
  {
    '& .rug-fit': { display: 'flex', flexDirection: 'column', gap: '6', color: 'walnut.900' },
    '& .rug-fit-picker': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '4',
      px: '4',
      py: { base: '8', md: '10' },
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'ivory.400',
      borderRadius: '2xl',
      bg: 'ivory.50',
      textAlign: 'center',
      '&[data-dragging]': { borderColor: 'madder.600', bg: 'madder.50' },
    },
    '& .rug-fit-picker-text': { color: 'fg.muted', maxW: '30rem' },
    '& .rug-fit-picker-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' },
    '& .rug-fit-file': { srOnly: true },
    '& .rug-fit-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '11',
      px: '5',
      fontSize: 'md',
      borderWidth: '1px',
      borderColor: 'walnut.800',
      borderRadius: 'l2',
      bg: 'white',
      color: 'walnut.900',
      fontWeight: '600',
      cursor: 'pointer',
      focusVisibleRing: 'outside',
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    '& .rug-fit-send-actions': { display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '3', alignItems: { base: 'stretch', md: 'center' } },
    '& .rug-fit-book': { textDecoration: 'none' },
    '& .rug-fit-status:empty': { display: 'none' },
    '& .rug-fit-status': { color: 'fg.muted' },
    '& .rug-fit-problem': { color: 'fg.error', fontWeight: '600' },
    '& .rug-fit-room': { scrollMarginTop: { base: '20', lg: '24' }, display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: '6', alignItems: 'start' },
    '& .rug-fit-photo': { display: 'block', w: 'full', maxH: '22rem', objectFit: 'cover', borderRadius: 'xl' },
    '& .rug-fit-heading': { fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', lineHeight: '1.2', mb: '2', _focusVisible: { outline: 'none' } },
    '& .rug-fit-hint': { color: 'fg.muted', mb: '3' },
    '& .rug-fit-swatches': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', m: '0', mb: '4', p: '0' },
    '& .rug-fit-swatch': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      ps: '1',
      pe: '3',
      borderWidth: '1px',
      borderColor: 'ivory.400',
      borderRadius: 'full',
      bg: 'white',
      color: 'walnut.900',
      cursor: 'pointer',
      focusVisibleRing: 'outside',
      '&[aria-pressed=true]': { opacity: 0.55, textDecoration: 'line-through' },
    },
    '& .rug-fit-chip': { display: 'inline-block', w: '8', h: '8', borderRadius: 'full', boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)' },
    '& .rug-fit-share': { color: 'fg.muted', fontSize: 'sm' },
    '& .rug-fit-modes': { display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '1', m: '0', p: '0', border: '0' },
    '& .rug-fit-legend': { w: 'full', fontWeight: '600', mb: '1' },
    '& .rug-fit-mode': { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', cursor: 'pointer', '& input': { w: '5', h: '5', accentColor: 'var(--chakra-colors-madder-700)' } },
    '& .rug-fit-cards': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))', gap: '5', listStyleType: 'none', m: '0', p: '0' },
    '& .rug-fit-card': { borderWidth: '1px', borderColor: 'ivory.400', borderRadius: 'xl', bg: 'white', overflow: 'hidden', transition: 'box-shadow 0.2s ease', _hover: { boxShadow: 'md' } },
    '& .rug-fit-card-link': { display: 'flex', flexDirection: 'column', gap: '1.5', h: 'full', pb: '4', color: 'inherit', textDecoration: 'none', focusVisibleRing: 'inside' },
    '& .rug-fit-card-link > span:not(.rug-fit-card-image)': { px: '4' },
    '& .rug-fit-card-image': { display: 'block', aspectRatio: '4 / 3', mb: '2', bg: 'ivory.200', '& img': { display: 'block', w: 'full', h: 'full', objectFit: 'cover' } },
    '& .rug-fit-collection': { color: 'fg.muted', fontSize: 'xs', letterSpacing: '0.06em', textTransform: 'uppercase', fontWeight: '600' },
    '& .rug-fit-name': { fontFamily: 'heading', fontSize: 'xl', fontWeight: '700', lineHeight: '1.25' },
    '& .rug-fit-reason': { color: 'walnut.800' },
    '& .rug-fit-price': { fontWeight: '700', color: 'madder.700' },
    '& .rug-fit-send': { display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderColor: 'ivory.400', borderRadius: '2xl', bg: 'white', p: { base: '5', md: '8' } },
  },
];
