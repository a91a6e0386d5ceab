// The contact page's newsletter signup (docs/product/routes.md, docs/product/rules.md#states-and-transitions, docs/product/api.md#payload-rules, docs/product/copy.md): an island (decision 191). An
// empty email does nothing; subscribing reads "...", then the success toast and an empty field, or
// the failure toast and the email kept. It is a plain HTML form too
// (docs/product/rules.md#forms-without-script): before it has hydrated, or with script off,
// Subscribe posts it to the contact page, which answers with the confirmation in the page, or the
// page again with the error beside the email and the email as typed (its `outcome`).
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { useRef, useState, type FormEvent } from 'react';
import { requestJson } from '../../shared/api-client/http.ts';
import { NEWSLETTER_FAILED, NEWSLETTER_SENT } from '../../shared/contract/contact-outcomes.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { keptValues, PLAIN_FORM_FIELD, type FormOutcome } from '../../shared/form-outcome.ts';
import { FormField, HoneypotField, TextInput } from '../components/form-controls.tsx';
import { fieldError, FormOutcomeNotice } from '../components/form-outcome.tsx';
import { formStyles, solidButtonStyles } from '../components/form-styles.ts';
import { notify } from './notify.ts';
import { toasterStyles } from './toaster-styles.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

/** Named as POST /api/newsletter's body, as a plain post sends it. */
const EMAIL_FIELD = 'email';
const SHOWN_FIELDS = [EMAIL_FIELD];

interface NewsletterProps {
  /** The id of the heading that names the sign-up (its section's). */
  headingId: string;
  /** Where it posts as plain HTML (shared/plain-forms.ts's formAction). */
  action: string;
  /** A plain post's answer this page shows. */
  outcome?: FormOutcome;
}

export default function Newsletter({ headingId, action, outcome: posted }: NewsletterProps) {
  const [email, setEmail] = useState(() => keptValues(posted, { [EMAIL_FIELD]: '' })[EMAIL_FIELD]);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  // A send from here answers with a toast, which replaces what a plain post's answer shows.
  const [outcome, setOutcome] = useState(posted);
  const formElement = useRef<HTMLFormElement>(null);
  // An email typed before hydration is kept (and a bot's early honeypot fill too).
  useTypedBeforeHydration(formElement, (typed) => {
    setEmail(typed[EMAIL_FIELD] ?? '');
    setHoneypot(typed[HONEYPOT_FIELD] ?? '');
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setOutcome(undefined);
    try {
      await requestJson((input, init) => fetch(input, init), '', 'POST', publicEndpoints.newsletter.path, { body: { email: email.trim(), [HONEYPOT_FIELD]: honeypot } });
      setEmail('');
      notify({ kind: 'success', ...NEWSLETTER_SENT });
    } catch {
      notify({ kind: 'error', ...NEWSLETTER_FAILED });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <FormOutcomeNotice outcome={outcome} sent={NEWSLETTER_SENT} failedTitle={NEWSLETTER_FAILED.title} fieldsShown={SHOWN_FIELDS} />
      <form ref={formElement} method="post" action={action} className="newsletter-form" onSubmit={onSubmit} aria-labelledby={headingId}>
        <input type="hidden" name={PLAIN_FORM_FIELD} value="newsletter" />
        <FormField label="Email address for the newsletter" labelHidden required className="newsletter-email" error={fieldError(outcome, EMAIL_FIELD)}>
          <TextInput name={EMAIL_FIELD} type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        </FormField>
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.currentTarget.value)} />
        {/* Never disabled before hydration: until then it posts the form as HTML. */}
        <button type="submit" className="newsletter-subscribe" data-size="md" disabled={sending}>
          {sending ? '...' : 'Subscribe'}
        </button>
      </form>
    </>
  );
}

export const styles: PageStyleRules[] = [
  formStyles,
  toasterStyles,
  solidButtonStyles('.newsletter-subscribe', 'indigo'),
  {
    '& .newsletter-form': { display: 'flex', gap: '2', flexDirection: { base: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } },
    '& .newsletter-email': { flex: '1' },
    '& .newsletter-subscribe': { minW: '28' },
  },
];
