// The contact page's newsletter signup (docs/product/routes.md, docs/product/rules.md#states-and-transitions, docs/product/api.md#payload-rules, docs/product/copy.md): an island (decision 191). An
// empty email does nothing; subscribing reads "...", then the success toast and an empty field, or
// the failure toast and the email kept. Disabled until it has hydrated, like the contact form.
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { useRef, useState, type FormEvent } from 'react';
import { requestJson } from '../../shared/api-client/http.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { WhenHydrated } from '../../shared/when-hydrated.ts';
import { FormField, HoneypotField, TextInput } from '../components/form-controls.tsx';
import { formStyles, solidButtonStyles } from '../components/form-styles.ts';
import { notify } from './notify.ts';
import { toasterStyles } from './toaster-styles.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

const EMAIL_FIELD = 'newsletter-email';

/** `headingId`: the id of the heading that names the sign-up (its section's). */
export default function Newsletter({ headingId }: { headingId: string }) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
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
    try {
      await requestJson((input, init) => fetch(input, init), '', 'POST', publicEndpoints.newsletter.path, { body: { email: email.trim(), [HONEYPOT_FIELD]: honeypot } });
      setEmail('');
      notify({ kind: 'success', title: 'Subscribed!', description: "You'll receive our newsletter updates." });
    } catch {
      notify({ kind: 'error', title: 'Error', description: 'Failed to subscribe. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formElement} className="newsletter-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <FormField label="Email address for the newsletter" labelHidden required className="newsletter-email">
        <TextInput name={EMAIL_FIELD} type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      </FormField>
      <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.currentTarget.value)} />
      <WhenHydrated>
        {(ready) => (
          <button type="submit" className="newsletter-subscribe" data-size="md" disabled={!ready || sending}>
            {sending ? '...' : 'Subscribe'}
          </button>
        )}
      </WhenHydrated>
    </form>
  );
}

export const styles: PageStyleRules[] = [
  formStyles,
  toasterStyles,
  solidButtonStyles('.newsletter-subscribe', 'indigo'),
  {
    '& .newsletter-form': { display: 'flex', gap: '2', flexDirection: { base: 'column', sm: 'row' } },
    '& .newsletter-email': { flex: '1' },
    '& .newsletter-subscribe': { minW: '28' },
  },
];
