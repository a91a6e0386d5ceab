// The contact page's message form (docs/product/routes.md, docs/product/rules.md#states-and-transitions, docs/product/api.md#payload-rules, docs/product/copy.md): an island
// (decision 191), and the form Rug Fit's "Send this to a consultant" opens (decision 210). Sending
// reads Sending... (the fields stay editable), then the success toast and an empty form, or the
// failure toast and the form kept. Besides the visitor's words it sends the product the address
// names (shown as "About: {name}"), or what Rug Fit found (its palette, rugs and mode, and the room
// photo only when the visitor ticks to include it), the address's utm_source and utm_medium, and
// the page of this site the visitor came from. It is a plain HTML form too
// (docs/product/rules.md#forms-without-script): before it has hydrated, or with script off, Send
// posts it to the contact page, which answers with the confirmation in the page, or the page again
// with the errors beside the fields and everything typed (its `outcome`). The product and the
// message's other context go in hidden fields.
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { Send, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api-client/http.ts';
import { CONTACT_FAILED, CONTACT_SENT } from '../../shared/contract/contact-outcomes.ts';
import { PLAIN_FORM_FIELD, type FormOutcome } from '../../shared/form-outcome.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import type { ContactInput, ContactSendInput } from '../../shared/contract/inbox.ts';
import type { Product } from '../../shared/contract/products.ts';
import { ROOM_PHOTO_PART } from '../../shared/contract/rug-fit-send.ts';
import { SERVICE_INTERESTS } from '../../shared/contract/service-interests.ts';
import { CONTACT_PRODUCT_PARAM } from '../../shared/domain/contact-prefill.ts';
import { campaignTag, fromPagePath } from '../../shared/domain/inquiry-source.ts';
import { FormField, HoneypotField, SelectInput, TextArea, TextInput } from '../components/form-controls.tsx';
import { fieldError, FormOutcomeNotice } from '../components/form-outcome.tsx';
import { formStyles, solidButtonStyles } from '../components/form-styles.ts';
import { PLACEHOLDER_IMAGE } from '../lib/image-sizes.ts';
import { toasterStyles } from './toaster-styles.ts';
import { notify } from './notify.ts';
import { RugFitAbout, rugFitAboutStyles, rugFitRequestOf, type RugFitAttachment } from './rug-fit/rug-fit-about.tsx';
import { newIdempotencyKey, sendContact } from './send-contact.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

/** What the visitor types (and the honeypot); where the message came from is added when it is sent. */
export type ContactFormValues = Record<Exclude<keyof ContactInput, 'productId' | 'utmSource' | 'utmMedium' | 'fromPage'>, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', service: '', message: '', [HONEYPOT_FIELD]: '' };

/** The product a message is about, as "About: {name}" shows it. */
export type AboutProduct = Pick<Product, 'id' | 'name' | 'imageUrl' | 'imageSrcSet'>;

interface ContactFormProps {
  /** The form as the address starts it (the product and campaign tags its query names). */
  initial: ContactFormValues;
  /** The product the address names, when it exists. */
  product: AboutProduct | null;
  /** What Rug Fit found, when the form is Rug Fit's "Send this to a consultant" (never a page's prop: it holds the photo). */
  rugFit?: RugFitAttachment;
  /** The id of the heading that names the form (its section's). */
  headingId: string;
  /** Where it posts as plain HTML (shared/plain-forms.ts's formAction); none for Rug Fit's send, which exists only where script runs. */
  action?: string;
  /** A plain post's answer this page shows (its words typed are in `initial`). */
  outcome?: FormOutcome;
}

/** The fields whose errors show beside them. */
const SHOWN_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;

/** The message's context a refusal carried back in the hidden fields (the address no longer holds the campaign tags). */
function carriedContext(outcome: FormOutcome | undefined) {
  const values = outcome && !outcome.sent ? outcome.values : {};
  return { utmSource: values.utmSource ?? '', utmMedium: values.utmMedium ?? '', fromPage: values.fromPage ?? '' };
}

/** The path of the page of this site the visitor was on before (the referrer, when it is this site): never another site's address, never a query. */
function previousPagePath(): string | null {
  const { referrer } = document;
  return fromPagePath(referrer.startsWith(`${window.location.origin}/`) ? new URL(referrer).pathname : null);
}

/** Takes the product out of the address (and so off the message), keeping the rest of it. */
function forgetProductInAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CONTACT_PRODUCT_PARAM)) return;
  url.searchParams.delete(CONTACT_PRODUCT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export default function ContactForm({ initial, product: initialProduct, rugFit, headingId, action, outcome: posted }: ContactFormProps) {
  const [form, setForm] = useState(initial);
  // A send from here answers with a toast, which replaces what a plain post's answer shows.
  const [outcome, setOutcome] = useState(posted);
  const carried = carriedContext(posted);
  const [product, setProduct] = useState(initialProduct);
  const [includePhoto, setIncludePhoto] = useState(false);
  const [sending, setSending] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // Words typed before hydration are kept: each field the form's state has takes its typed value.
  useTypedBeforeHydration(formElement, (typed) => setForm((current) => ({ ...current, ...Object.fromEntries(Object.entries(typed).filter(([field]) => field in current)) })));
  const idempotencyKey = useRef<string | undefined>(undefined);

  const set = (field: keyof ContactFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const forgetProduct = () => {
    setProduct(null);
    forgetProductInAddress();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const address = new URLSearchParams(window.location.search);
    const body: ContactSendInput = {
      ...form,
      productId: product ? product.id : null,
      utmSource: campaignTag(address.get('utm_source')) ?? campaignTag(carried.utmSource),
      utmMedium: campaignTag(address.get('utm_medium')) ?? campaignTag(carried.utmMedium),
      fromPage: fromPagePath(carried.fromPage) ?? previousPagePath(),
      ...(rugFit ? { rugFit: rugFitRequestOf(rugFit, includePhoto) } : {}),
    };
    setSending(true);
    setOutcome(undefined);
    // One key per message, kept through retries, so a send that did arrive is stored once.
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await sendContact(body, rugFit && includePhoto ? await rugFit.photo() : null, idempotencyKey.current);
      idempotencyKey.current = undefined;
      setForm(EMPTY_CONTACT_FORM);
      setIncludePhoto(false);
      forgetProduct();
      notify({ kind: 'success', ...CONTACT_SENT });
    } catch (error) {
      // A refused photo says why (the server's words, the page's checks alike); anything else is the spec's failure.
      const photoProblem = error instanceof ApiError ? error.body?.fields?.[ROOM_PHOTO_PART] : undefined;
      notify({ kind: 'error', title: CONTACT_FAILED.title, description: photoProblem ?? CONTACT_FAILED.description });
    } finally {
      setSending(false);
    }
  };

  const removeProduct = () => {
    forgetProduct();
    // The button is gone with the product: the keyboard goes on from the form's first field.
    nameField.current?.focus();
  };

  return (
    <>
      <FormOutcomeNotice outcome={outcome} sent={CONTACT_SENT} failedTitle={CONTACT_FAILED.title} fieldsShown={SHOWN_FIELDS} />
      <form ref={formElement} {...(action ? { method: 'post', action } : {})} className="contact-form" onSubmit={onSubmit} aria-labelledby={headingId}>
        <input type="hidden" name={PLAIN_FORM_FIELD} value="message" />
        <input type="hidden" name="productId" value={product ? String(product.id) : ''} />
        <input type="hidden" name="utmSource" value={carried.utmSource} />
        <input type="hidden" name="utmMedium" value={carried.utmMedium} />
        <input type="hidden" name="fromPage" value={carried.fromPage} />
        {product ? <InquiryAbout product={product} onRemove={removeProduct} /> : null}
        {rugFit ? <RugFitAbout rugFit={rugFit} includePhoto={includePhoto} onIncludePhoto={setIncludePhoto} /> : null}
        <div className="contact-form-row">
          <FormField label="Name" required error={fieldError(outcome, 'name')}>
            <TextInput ref={nameField} name="name" autoComplete="name" value={form.name} onChange={set('name')} size="lg" />
          </FormField>
          <FormField label="Email" required error={fieldError(outcome, 'email')}>
            <TextInput name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} size="lg" />
          </FormField>
        </div>
        <div className="contact-form-row">
          <FormField label="Phone" error={fieldError(outcome, 'phone')}>
            <TextInput name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} size="lg" />
          </FormField>
          <FormField label="Service interest" error={fieldError(outcome, 'service')}>
            <SelectInput name="service" value={form.service} onChange={set('service')} size="lg">
              <option value="">Select a service</option>
              {SERVICE_INTERESTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </div>
        <FormField label="Message" required error={fieldError(outcome, 'message')}>
          <TextArea name="message" rows={6} value={form.message} onChange={set('message')} size="lg" />
        </FormField>
        <HoneypotField value={form[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />
        {/* Never disabled before hydration: until then it posts the form as HTML. */}
        <button type="submit" className="contact-form-send" data-size="lg" disabled={sending}>
          {sending ? (
            'Sending...'
          ) : (
            <>
              <Send size={18} aria-hidden /> Send Message
            </>
          )}
        </button>
      </form>
    </>
  );
}

/** "About: {product name}", with a button that takes the product off the message. */
function InquiryAbout({ product, onRemove }: { product: AboutProduct; onRemove: () => void }) {
  return (
    <div className="inquiry-about" data-testid="inquiry-about">
      <div className="inquiry-about-thumb">
        <img
          src={product.imageUrl || PLACEHOLDER_IMAGE}
          srcSet={product.imageUrl && product.imageSrcSet ? product.imageSrcSet : undefined}
          sizes={product.imageUrl && product.imageSrcSet ? '56px' : undefined}
          alt=""
          width={56}
          height={42}
          data-rug-image=""
        />
      </div>
      <p className="inquiry-about-text">
        About: <strong>{product.name}</strong>
      </p>
      <button type="button" className="inquiry-about-remove" onClick={onRemove} aria-label={`Remove product ${product.name}`}>
        <X size={18} aria-hidden />
      </button>
    </div>
  );
}

export const styles: PageStyleRules[] = [
  formStyles,
  rugFitAboutStyles,
  toasterStyles,
  solidButtonStyles('.contact-form-send', 'madder'),
  {
    '& .contact-form': { display: 'flex', flexDirection: 'column', gap: '5' },
    '& .contact-form-row': { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' },
    '& .contact-form-send': { alignSelf: { base: 'stretch', md: 'flex-start' }, px: '8' },
    '& .inquiry-about': { display: 'flex', alignItems: 'center', gap: '3', bg: 'madder.50', borderWidth: '1px', borderColor: 'madder.100', borderRadius: 'xl', p: '2', pe: '1.5', maxW: 'full' },
    '& .inquiry-about-thumb': { w: '14', flexShrink: 0, borderRadius: 'md', overflow: 'hidden', bg: 'ivory.200', '& img': { display: 'block', w: 'full', h: 'auto', aspectRatio: '56 / 42', objectFit: 'cover' } },
    '& .inquiry-about-text': { flex: '1', minW: '0', color: 'walnut.800', overflowWrap: 'anywhere', '& strong': { color: 'walnut.900' } },
    '& .inquiry-about-remove': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      flexShrink: 0,
      borderRadius: 'full',
      color: 'madder.700',
      cursor: 'pointer',
      _hover: { bg: 'madder.100' },
      focusVisibleRing: 'outside',
    },
  },
];
