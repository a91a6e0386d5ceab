// Rug Fit (issue 27): a photo of the room in, the rugs that suit it out. An island (decision 213's
// page, phase B): it takes plain props serialised into the page, uses no router, no data cache and
// none of the site's page code, and hydrates on its own. Everything happens on the visitor's
// device until they send their result to a consultant; the photo goes only if they tick to include it.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api-client/http.ts';
import { CONTACT_FAILED, CONTACT_SENT } from '../../../shared/contract/contact-outcomes.ts';
import { HONEYPOT_FIELD } from '../../../shared/contract/honeypot.ts';
import { collectionName } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { colourName } from '../../../shared/domain/rug-fit/colour-names.ts';
import { FIT_MODES, fitModeLabel, type FitMode } from '../../../shared/domain/rug-fit/fit-modes.ts';
import { keptSwatches, type Swatch } from '../../../shared/domain/rug-fit/palette.ts';
import { prepareCatalogue, rankRugs, type RugFit } from '../../../shared/domain/rug-fit/rank-rugs.ts';
import { fileDropHandlers } from '../../../shared/file-drop.ts';
import { href } from '../../../shared/paths.ts';
import { PhotoProblem, photoToSend, readPhoto } from './read-photo.ts';
import { newIdempotencyKey, sendToConsultant } from './send-to-consultant.ts';
import './rug-fit.css';

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

export interface RugFitIslandProps {
  /** The active rugs of the shop. */
  products: RugFitProduct[];
  /** The page's path, kept with a send as where the visitor was (the contact form's fromPage). */
  fromPage?: string;
}

/** How many ranked rugs are shown. */
export const SHOWN_RUGS = 6;

type Photo =
  | { state: 'none' }
  | { state: 'reading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; palette: Swatch[]; bitmap: ImageBitmap; previewUrl: string };

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function RugFitIsland({ products, fromPage }: RugFitIslandProps) {
  const [photo, setPhoto] = useState<Photo>({ state: 'none' });
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<FitMode>('blend');

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

  return (
    <div className="rug-fit">
      <PhotoPicker busy={photo.state === 'reading'} onFile={choose} />
      <div className="rug-fit__status" role="status" aria-live="polite">
        {photo.state === 'reading' && 'Reading the colours of your room…'}
      </div>
      {photo.state === 'failed' && (
        <p className="rug-fit__problem" role="alert">
          {photo.message}
        </p>
      )}
      {photo.state === 'ready' && (
        <Results
          products={products}
          photo={photo}
          dropped={dropped}
          onToggle={(index) => setDropped((current) => toggled(current, index))}
          mode={mode}
          onMode={setMode}
          fromPage={fromPage}
        />
      )}
    </div>
  );
}

const toggled = (set: ReadonlySet<number>, index: number) => {
  const next = new Set(set);
  if (!next.delete(index)) next.add(index);
  return next;
};

function PhotoPicker({ busy, onFile }: { busy: boolean; onFile(file: File | undefined): void }) {
  const [dragging, setDragging] = useState(false);
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const pick = (input: HTMLInputElement) => {
    onFile(input.files?.[0]);
    input.value = '';
  };
  return (
    <div
      className={`rug-fit__picker${dragging ? ' rug-fit__picker--dragging' : ''}`}
      data-testid="rug-fit-drop-zone"
      {...fileDropHandlers(setDragging, onFile, !busy)}
    >
      <p className="rug-fit__picker-text">Take a photo of your room, or drop one here. It stays on your device.</p>
      <div className="rug-fit__picker-actions">
        <button type="button" className="rug-fit__button rug-fit__button--primary" disabled={busy} onClick={() => camera.current?.click()}>
          Take a photo
        </button>
        <button type="button" className="rug-fit__button" disabled={busy} onClick={() => library.current?.click()}>
          Choose a photo
        </button>
      </div>
      <input ref={camera} className="rug-fit__file" type="file" accept="image/*" capture="environment" tabIndex={-1} aria-label="Take a photo of your room" onChange={(event) => pick(event.currentTarget)} />
      <input ref={library} className="rug-fit__file" type="file" accept="image/*" tabIndex={-1} aria-label="Room photo" onChange={(event) => pick(event.currentTarget)} />
    </div>
  );
}

interface ResultsProps {
  products: RugFitProduct[];
  photo: Extract<Photo, { state: 'ready' }>;
  dropped: ReadonlySet<number>;
  onToggle(index: number): void;
  mode: FitMode;
  onMode(mode: FitMode): void;
  fromPage?: string;
}

function Results({ products, photo, dropped, onToggle, mode, onMode, fromPage }: ResultsProps) {
  // The rugs' colours are read once, when the first photo is ready.
  const catalogue = useMemo(() => prepareCatalogue(products), [products]);
  const kept = useMemo(() => keptSwatches(photo.palette, dropped), [photo.palette, dropped]);
  const fits = useMemo(() => rankRugs(catalogue, kept, mode, SHOWN_RUGS), [catalogue, kept, mode]);
  return (
    <>
      <section className="rug-fit__room" aria-labelledby="rug-fit-room">
        <img className="rug-fit__photo" src={photo.previewUrl} alt="Your room" />
        <div>
          <h2 id="rug-fit-room" className="rug-fit__heading">
            Your room&apos;s colours
          </h2>
          <p className="rug-fit__hint">Tap a colour to leave it out (a floor or a wall you are changing).</p>
          <ul className="rug-fit__swatches" aria-label="Your room's colours">
            {photo.palette.map((swatch, index) => (
              <li key={swatch.color}>
                <button
                  type="button"
                  className="rug-fit__swatch"
                  aria-pressed={dropped.has(index)}
                  aria-label={`${dropped.has(index) ? 'Bring back' : 'Leave out'} ${colourName(swatch.color)}, ${percent(swatch.share)} of the photo`}
                  onClick={() => onToggle(index)}
                >
                  <span className="rug-fit__chip" style={{ background: swatch.color }} aria-hidden="true" />
                  <span>{colourName(swatch.color)}</span>
                  <span className="rug-fit__share">{percent(swatch.share)}</span>
                </button>
              </li>
            ))}
          </ul>
          <fieldset className="rug-fit__modes">
            <legend className="rug-fit__legend">The rug should</legend>
            {FIT_MODES.map((option) => (
              <label key={option.id} className="rug-fit__mode">
                <input type="radio" name="rug-fit-mode" value={option.id} checked={mode === option.id} onChange={() => onMode(option.id)} />
                {option.label}
              </label>
            ))}
          </fieldset>
        </div>
      </section>
      <section aria-labelledby="rug-fit-picks">
        <h2 id="rug-fit-picks" className="rug-fit__heading">
          Rugs that {mode === 'blend' ? 'blend in' : 'make it pop'}
        </h2>
        {fits.length === 0 ? (
          <p className="rug-fit__hint">Bring back at least one colour to see the rugs that suit it.</p>
        ) : (
          <ol className="rug-fit__cards" aria-label="Rugs that suit your room">
            {fits.map((fit) => (
              <RugCard key={fit.rug.id} fit={fit} />
            ))}
          </ol>
        )}
      </section>
      {fits.length > 0 && <SendToConsultant palette={kept} mode={mode} fits={fits} bitmap={photo.bitmap} fromPage={fromPage} />}
    </>
  );
}

function RugCard({ fit }: { fit: RugFit<RugFitProduct> }) {
  const { rug } = fit;
  return (
    <li className="rug-fit__card" data-testid="rug-fit-card">
      <a className="rug-fit__card-link" href={href.product(rug.id)}>
        <div className="rug-fit__card-image">{rug.imageUrl ? <img src={rug.imageUrl} alt={rug.imageAlt ?? ''} loading="lazy" /> : null}</div>
        <p className="rug-fit__collection">{collectionName(rug.collection)}</p>
        <h3 className="rug-fit__name">{rug.name}</h3>
        <p className="rug-fit__reason">{fit.reason}</p>
        <p className="rug-fit__price">{formatPrice(rug.price)}</p>
      </a>
    </li>
  );
}

interface SendProps {
  palette: Swatch[];
  mode: FitMode;
  fits: RugFit<RugFitProduct>[];
  bitmap: ImageBitmap;
  fromPage?: string;
}

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string; fields: Record<string, string> };

/** The message a consultant reads first: what the visitor saw. */
function summary(palette: Swatch[], mode: FitMode, fits: RugFit<RugFitProduct>[]): string {
  const colours = palette.map((swatch) => `${colourName(swatch.color)} ${percent(swatch.share)}`).join(', ');
  return `I used Rug Fit (${fitModeLabel(mode)}). My room's colours: ${colours}. The rugs it suggested: ${fits.map((fit) => fit.rug.name).join(', ')}.`;
}

function SendToConsultant({ palette, mode, fits, bitmap, fromPage }: SendProps) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: '', email: '', phone: '', message: '', [HONEYPOT_FIELD]: '' });
  const [includePhoto, setIncludePhoto] = useState(false);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const key = useRef<string | undefined>(undefined);
  const id = useId();
  const set = (name: keyof typeof form) => (event: { currentTarget: { value: string } }) => setForm({ ...form, [name]: event.currentTarget.value });

  const start = () => {
    setForm((current) => ({ ...current, message: current.message || summary(palette, mode, fits) }));
    setSending({ state: 'idle' });
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending({ state: 'sending' });
    // One key per message, kept through retries, so a send that did arrive is stored once.
    key.current ??= newIdempotencyKey();
    try {
      const rugFit = { palette: palette.map(({ color, share }) => ({ color, share: Math.round(share * 1000) / 1000 })), productIds: fits.map((fit) => fit.rug.id), mode, photoConsent: includePhoto };
      await sendToConsultant({ ...form, phone: form.phone || null, fromPage: fromPage ?? null, rugFit }, includePhoto ? await photoToSend(bitmap) : null, key.current);
      key.current = undefined;
      setSending({ state: 'sent' });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      setSending({ state: 'failed', message: CONTACT_FAILED.description, fields });
    }
  };

  if (!open) {
    return (
      <button type="button" className="rug-fit__button rug-fit__button--primary rug-fit__send-open" onClick={start}>
        Send this to a consultant
      </button>
    );
  }
  if (sending.state === 'sent') {
    return (
      <div className="rug-fit__sent" role="status">
        <p className="rug-fit__heading">{CONTACT_SENT.title}</p>
        <p>{CONTACT_SENT.description}</p>
      </div>
    );
  }
  const fieldError = (name: string) => (sending.state === 'failed' ? sending.fields[name] : undefined);
  return (
    <form className="rug-fit__send" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="rug-fit__heading">
        Send this to a consultant
      </h2>
      <p className="rug-fit__hint">Your room&apos;s colours and these rugs go with your message. Your photo goes only if you tick the box.</p>
      <TextField id={`${id}-name`} label="Name" required value={form.name} onChange={set('name')} error={fieldError('name')} autoComplete="name" />
      <TextField id={`${id}-email`} label="Email" type="email" required value={form.email} onChange={set('email')} error={fieldError('email')} autoComplete="email" />
      <TextField id={`${id}-phone`} label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={fieldError('phone')} autoComplete="tel" />
      <div className="rug-fit__field">
        <label htmlFor={`${id}-message`}>Message *</label>
        <textarea id={`${id}-message`} rows={6} required value={form.message} onChange={set('message')} aria-invalid={Boolean(fieldError('message'))} />
        {fieldError('message') && <p className="rug-fit__field-error">{fieldError('message')}</p>}
      </div>
      <label className="rug-fit__consent">
        <input type="checkbox" checked={includePhoto} onChange={(event) => setIncludePhoto(event.currentTarget.checked)} />
        Include my room photo
      </label>
      {(fieldError('photo') || fieldError('rugFit.photoConsent')) && <p className="rug-fit__field-error">{fieldError('photo') ?? fieldError('rugFit.photoConsent')}</p>}
      <div className="rug-fit__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" value={form[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />
      </div>
      {sending.state === 'failed' && (
        <p className="rug-fit__problem" role="alert">
          {sending.message}
        </p>
      )}
      <button type="submit" className="rug-fit__button rug-fit__button--primary" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(event: { currentTarget: { value: string } }): void;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  error?: string;
  autoComplete?: string;
}

function TextField({ id, label, value, onChange, type = 'text', required = false, error, autoComplete }: TextFieldProps) {
  return (
    <div className="rug-fit__field">
      <label htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      <input id={id} type={type} required={required} value={value} onChange={onChange} autoComplete={autoComplete} aria-invalid={Boolean(error)} />
      {error && <p className="rug-fit__field-error">{error}</p>}
    </div>
  );
}
