// Every page made of the owner's sections (decision 220): the home page, Services and its five
// service pages, About, Contact, Proof & ROI, Health & Pets, Rug Fit and the three policy pages.
// Each section renders on the server from its fields and the records its kind shows (read for it:
// shared/public-routes.ts's sectionReads); the only parts that run in the browser are the
// interactive ones, as islands: the contact forms, the ROI calculator and Rug Fit's tool.
import { bookingHref, isOtherSite } from '../../shared/booking-link.ts';
import type { Product } from '../../shared/contract/products.ts';
import type { CoreService } from '../../shared/contract/core-services.ts';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { CONTACT_PRODUCT_PARAM, contactPrefill } from '../../shared/domain/contact-prefill.ts';
import { keptValues, outcomeOf } from '../../shared/form-outcome.ts';
import { formAction } from '../../shared/plain-forms.ts';
import { dataOf, type PageAnswers } from '../../shared/public-routes.ts';
import ContactForm, { EMPTY_CONTACT_FORM, type ContactFormValues } from '../islands/contact-form.island.tsx';
import { Island } from '../islands/island.tsx';
import Newsletter from '../islands/newsletter.island.tsx';
import RoiCalculator from '../islands/roi-calculator.island.tsx';
import RugFit, { type RugFitProduct, type RugFitWords } from '../islands/rug-fit.island.tsx';
import { RUG_FIT_TOOL_WORDS } from '../../shared/contract/sections/page-part-kinds.ts';
import { SectionList, type SectionContext } from '../sections/section-list.tsx';
import type { PageProps } from './page-props.ts';

/** A visitor arriving from a service page's "Download Brief" or AI matching link gets a head start. */
function initialForm(params: URLSearchParams): ContactFormValues {
  switch (contactPrefill(params)) {
    case 'brief':
      return { ...EMPTY_CONTACT_FORM, service: 'ai-matching', message: 'Please send me the Rug Intelligence brief.' };
    case 'ai-matching':
      return { ...EMPTY_CONTACT_FORM, service: 'ai-matching' };
    default:
      return EMPTY_CONTACT_FORM;
  }
}

/** The fields of a public product Rug Fit needs: the page carries no more of the catalogue than that. */
const toRugFitProduct = ({ id, name, collection, price, imageUrl, imageAlt, palette }: RugFitProduct): RugFitProduct => ({ id, name, collection, price, imageUrl, imageAlt, palette });

/** What the sections of a page show besides their own fields, from the page's answers (undefined: not read, shown as loading). */
function sectionContext({ answers, settings, query, formOutcome }: SectionsPageProps): SectionContext {
  const record = <T,>(name: string) => dataOf(answers[name] as PageAnswers[string]) as T | undefined;
  const product = record<Product>('product');
  const products = record<Product[]>('products');
  const message = outcomeOf(formOutcome, 'message');
  const newsletter = outcomeOf(formOutcome, 'newsletter');
  // Where Rug Fit's Book link leads; this site's booking page takes what the tool found.
  const book = bookingHref(settings);
  return {
    settings,
    coreServices: record<CoreService[]>('services'),
    testimonials: record<Testimonial[]>('testimonials'),
    featuredRugs: products?.filter((candidate) => candidate.featured),
    contactForms: {
      message: (headingId) => (
        <Island
          of={ContactForm}
          props={{
            // A refused plain post shows what was typed; otherwise the address's head start.
            initial: keptValues(message, initialForm(query)),
            product: product ? { id: product.id, name: product.name, imageUrl: product.imageUrl, imageSrcSet: product.imageSrcSet } : null,
            headingId,
            // A refusal is the page again with the product: its address names it.
            action: formAction('message', product ? `${CONTACT_PRODUCT_PARAM}=${product.id}` : undefined, headingId),
            ...(message ? { outcome: message } : {}),
          }}
        />
      ),
      newsletter: (headingId) => <Island of={Newsletter} props={{ headingId, action: formAction('newsletter', undefined, headingId), ...(newsletter ? { outcome: newsletter } : {}) }} />,
    },
    roiCalculator: (heading) => <Island of={RoiCalculator} props={{ heading }} />,
    rugFit: {
      rugs: answers.products === undefined ? 'loading' : products && products.length > 0 ? 'some' : 'none',
      island: (section) => (
        <Island
          of={RugFit}
          props={{
            products: (products ?? []).map(toRugFitProduct),
            words: Object.fromEntries(RUG_FIT_TOOL_WORDS.map((word) => [word, section[word]])) as RugFitWords,
            book: { href: book, carries: !isOtherSite(book) },
          }}
        />
      ),
    },
  };
}

type SectionsPageProps = Pick<PageProps<'home'>, 'answers' | 'settings' | 'query' | 'formOutcome'>;

export default function SectionsPage({ sections, ...page }: SectionsPageProps & Pick<PageProps<'home'>, 'sections'>) {
  return <SectionList sections={sections?.sections ?? []} context={sectionContext(page)} />;
}
