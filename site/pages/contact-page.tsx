import { Box, Button, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '../lib/query-hooks.ts';
import { CalendarCheck, Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from '../../shared/router/router.tsx';
import { requestJson } from '../../shared/api-client/http.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import type { ContactInput } from '../../shared/contract/inbox.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { SERVICE_INTERESTS } from '../../shared/contract/service-interests.ts';
import { contactPrefill } from '../../shared/domain/contact-prefill.ts';
import { paths } from '../../shared/paths.ts';
import { EmailText } from '../components/email-text.tsx';
import { FormField, HoneypotField, SelectInput, TextArea, TextInput } from '../components/form-controls.tsx';
import { InquiryAbout } from '../components/inquiry-about.tsx';
import { ButtonLink, Eyebrow, HeroFacts, PageHero, Section, cardStyles } from '../components/page-parts.tsx';
import { StaticPageSeo } from '../components/static-page-seo.tsx';
import { usePageCopy } from '../lib/page-copy.ts';
import { CONTACT_COPY } from '../../shared/domain/page-copy-defaults/contact.ts';
import { useSettings } from '../lib/queries.ts';
import { notify } from '../lib/toaster.ts';
import { WhenHydrated } from '../../shared/when-hydrated.ts';
import { useInquirySource, type InquirySourceFields } from '../lib/use-inquiry-source.ts';

const post = (path: string, body: unknown) => requestJson((input, init) => fetch(input, init), '', 'POST', path, { body });

/** What the visitor types (and the honeypot); where the message came from is added when it is sent. */
type ContactForm = Required<{ [K in Exclude<keyof ContactInput, keyof InquirySourceFields>]: string }>;

const EMPTY_FORM: ContactForm = { name: '', email: '', phone: '', service: '', message: '', [HONEYPOT_FIELD]: '' };

/** A visitor arriving from a service page's "Download Brief" or AI matching link gets a head start. */
function initialForm(params: URLSearchParams): ContactForm {
  switch (contactPrefill(params)) {
    case 'brief':
      return { ...EMPTY_FORM, service: 'ai-matching', message: 'Please send me the Rug Intelligence brief.' };
    case 'ai-matching':
      return { ...EMPTY_FORM, service: 'ai-matching' };
    default:
      return EMPTY_FORM;
  }
}

export default function ContactPage() {
  const copy = usePageCopy('contact', CONTACT_COPY);
  const settings = useSettings();
  const [params] = useSearchParams();

  return (
    <>
      <StaticPageSeo path={paths.contact} />
      <PageHero
        eyebrow="Get in touch"
        title={copy.heroTitle}
        subtitle={copy.heroSubtitle}
        aside={
          <HeroFacts
            title="What to expect"
            facts={[
              { value: '24 hours', label: 'typical reply time on weekdays' },
              { value: '30 min', label: 'free AI Rug Fit Consultation' },
              { value: '$0', label: 'consultancy fee with your rug order' },
            ]}
          />
        }
      />
      <Section labelledBy="contact-form-title">
        <Grid templateColumns={{ base: '1fr', lg: '1.45fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <ContactFormCard initial={initialForm(params)} />
          <Stack gap="6">
            <Box {...cardStyles} bg="indigo.800" borderColor="indigo.800" color="ivory.50" p={{ base: '6', md: '8' }} position="relative" overflow="hidden">
              <Box position="absolute" right="-10" top="-10" w="40" h="40" borderRadius="full" bg="madder.600" opacity={0.35} aria-hidden="true" />
              <Stack gap="4" position="relative">
                <Flex w="12" h="12" borderRadius="lg" bg="saffron.300" color="walnut.900" align="center" justify="center">
                  <CalendarCheck size={24} aria-hidden />
                </Flex>
                <Heading as="h2" fontSize="3xl" color="ivory.50">
                  {copy.ctaTitle}
                </Heading>
                <Text color="ivory.200" data-testid="booking-text">
                  Book a free 30-minute AI Rug Fit Consultation. {copy.ctaText} We are available {settings.openingHours}.
                </Text>
                <ButtonLink to={settings.bookingUrl} external colorPalette="saffron" size="lg" alignSelf="flex-start">
                  Schedule a Consultation
                </ButtonLink>
                <Text fontSize="xs" color="ivory.300">
                  Opens our booking calendar in a new tab.
                </Text>
              </Stack>
            </Box>
            <Box {...cardStyles} p={{ base: '6', md: '8' }}>
              <Heading as="h2" fontSize="2xl" mb="5">
                Contact information
              </Heading>
              <Stack gap="4">
                <InfoRow icon={<MapPin size={18} aria-hidden />} label="Location">
                  {settings.city}
                </InfoRow>
                <InfoRow icon={<Mail size={18} aria-hidden />} label="Email">
                  <chakra.a href={`mailto:${settings.email}`} color="madder.700" _hover={{ textDecoration: 'underline' }} overflowWrap="anywhere">
                    <EmailText email={settings.email} />
                  </chakra.a>
                </InfoRow>
                <InfoRow icon={<Phone size={18} aria-hidden />} label="Phone">
                  <chakra.a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} color="madder.700" _hover={{ textDecoration: 'underline' }}>
                    {settings.phone}
                  </chakra.a>
                </InfoRow>
                <InfoRow icon={<Clock size={18} aria-hidden />} label="Hours">
                  {settings.openingHours}
                </InfoRow>
              </Stack>
            </Box>
            <NewsletterCard />
          </Stack>
        </Grid>
      </Section>
    </>
  );
}

function ContactFormCard({ initial }: { initial: ContactForm }) {
  const [form, setForm] = useState<ContactForm>(initial);
  const inquiry = useInquirySource();
  const nameField = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (values: ContactForm) => post(publicEndpoints.contact.path, { ...values, ...inquiry.fields() } satisfies ContactInput),
    onSuccess: () => {
      setForm(EMPTY_FORM);
      inquiry.forgetProduct();
      notify('success', { title: 'Message Sent!', description: 'We typically respond within 24 hours.' });
    },
    onError: () => notify('error', { title: 'Error', description: 'Failed to send message. Please try again.' }),
  });

  const set = (field: keyof ContactForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(form);
  };

  const removeProduct = () => {
    inquiry.forgetProduct();
    // The button is gone with the product: the keyboard goes on from the form's first field.
    nameField.current?.focus();
  };

  return (
    <Box {...cardStyles} p={{ base: '6', md: '10' }}>
      <Eyebrow>Send a message</Eyebrow>
      <Heading as="h2" id="contact-form-title" fontSize={{ base: '3xl', md: '4xl' }} mt="2" mb="2">
        Tell us about your rooms
      </Heading>
      <Text color="fg.muted" mb="8">
        We typically respond within 24 hours. Fields marked with an asterisk are required.
      </Text>
      <chakra.form onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <Stack gap="5">
          {inquiry.product ? <InquiryAbout product={inquiry.product} onRemove={removeProduct} /> : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField label="Name" required>
              <TextInput ref={nameField} name="name" autoComplete="name" value={form.name} onChange={set('name')} size="lg" bg="white" />
            </FormField>
            <FormField label="Email" required>
              <TextInput name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} size="lg" bg="white" />
            </FormField>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField label="Phone">
              <TextInput name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} size="lg" bg="white" />
            </FormField>
            <FormField label="Service interest">
              <SelectInput name="service" value={form.service} onChange={set('service')} size="lg" bg="white">
                <option value="">Select a service</option>
                {SERVICE_INTERESTS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </SelectInput>
            </FormField>
          </Grid>
          <FormField label="Message" required>
            <TextArea name="message" rows={6} value={form.message} onChange={set('message')} size="lg" bg="white" resize="vertical" />
          </FormField>
          <HoneypotField value={form[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />
          <WhenHydrated>
            {(ready) => (
              <Button type="submit" colorPalette="madder" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} px="8" disabled={!ready || send.isPending}>
                {send.isPending ? (
                  'Sending...'
                ) : (
                  <>
                    <Send size={18} aria-hidden /> Send Message
                  </>
                )}
              </Button>
            )}
          </WhenHydrated>
        </Stack>
      </chakra.form>
    </Box>
  );
}

function NewsletterCard() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const subscribe = useMutation({
    mutationFn: (value: string) => post(publicEndpoints.newsletter.path, { email: value, [HONEYPOT_FIELD]: honeypot }),
    onSuccess: () => {
      setEmail('');
      notify('success', { title: 'Subscribed!', description: "You'll receive our newsletter updates." });
    },
    onError: () => notify('error', { title: 'Error', description: 'Failed to subscribe. Please try again.' }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || subscribe.isPending) return;
    subscribe.mutate(email.trim());
  };

  return (
    <Box {...cardStyles} p={{ base: '6', md: '8' }} bg="ivory.100">
      <Heading as="h2" id="newsletter-title" fontSize="2xl" mb="2">
        Newsletter
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Occasional notes on rugs, home value and pet-safe materials. No spam, unsubscribe any time.
      </Text>
      <chakra.form onSubmit={onSubmit} aria-labelledby="newsletter-title">
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <FormField label="Email address for the newsletter" labelHidden required flex="1">
            <TextInput name="newsletter-email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.currentTarget.value)} bg="white" />
          </FormField>
          <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.currentTarget.value)} />
          <WhenHydrated>
            {(ready) => (
              <Button type="submit" colorPalette="indigo" minW="28" disabled={!ready || subscribe.isPending}>
                {subscribe.isPending ? '...' : 'Subscribe'}
              </Button>
            )}
          </WhenHydrated>
        </Flex>
      </chakra.form>
    </Box>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Flex w="10" h="10" flexShrink={0} borderRadius="full" bg="madder.50" color="madder.700" align="center" justify="center">
        {icon}
      </Flex>
      <Box>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.14em" color="fg.muted" fontWeight="600">
          {label}
        </Text>
        <Box fontWeight="500">{children}</Box>
      </Box>
    </Flex>
  );
}
