// /jacobs/book (docs/product/routes.md#public-pages, Book a Consultation): the booking page's
// sections (its content, "book"), the booking section drawn with the consultations offered, their
// open times and the form, from the address's choice so far (shared/domain/booking/book-page.ts).
// Made for every visit (its reads are fresh: never cached), and without an island: the links and
// the form work as HTML, and a few hundred bytes inline add a visitor's own times.
import type { SlotsAnswer } from '../../shared/contract/booking.ts';
import type { ConsultationType } from '../../shared/contract/consultation-types.ts';
import type { Product } from '../../shared/contract/products.ts';
import { carryOf, choiceOf } from '../../shared/domain/booking/book-page.ts';
import { outcomeOf } from '../../shared/form-outcome.ts';
import { dataOf, refusalOf, type PageAnswers } from '../../shared/public-routes.ts';
import { BookingSection, type BookingData } from '../sections/booking-section.tsx';
import { SectionList } from '../sections/section-list.tsx';
import type { PageProps } from './page-props.ts';

/** The open times as the booking section takes them: read, refused (an unknown consultation), or not read. */
export function slotsOf(answer: PageAnswers[string]): BookingData['slots'] {
  const refused = refusalOf(answer);
  return refused === undefined ? (dataOf(answer) as SlotsAnswer | undefined) : { refused };
}

export default function BookPage({ answers, settings, sections, query, formOutcome }: PageProps<'book'>) {
  const data: BookingData = {
    types: dataOf(answers.types) as ConsultationType[] | undefined,
    slots: slotsOf(answers.slots),
    product: dataOf(answers.product) as Product | undefined,
  };
  const choice = choiceOf(query);
  const carry = carryOf(query);
  const outcome = outcomeOf(formOutcome, 'booking');
  return (
    <SectionList
      sections={sections?.sections ?? []}
      context={{
        settings,
        booking: (section) => <BookingSection section={section} data={data} timeZone={settings.timeZone} choice={choice} carry={carry} outcome={outcome} />,
      }}
    />
  );
}
