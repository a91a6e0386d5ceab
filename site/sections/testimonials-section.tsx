// The testimonials kind: the section only places them; what clients said are records of their own
// (the testimonial type, decision 134), handed in by the page in their display order, shown as
// testimonials-list.tsx shows them everywhere. With none to show, the section shows nothing.
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { TestimonialsList } from './testimonials-list.tsx';
import { headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function TestimonialsSection({ section, testimonials }: { section: SectionOf<'testimonials'>; testimonials: readonly Testimonial[] }) {
  const mark = useFieldMarks();
  return (
    <TestimonialsList
      testimonials={testimonials.slice(0, section.limit)}
      headingId={headingId(section)}
      eyebrow={section.eyebrow ?? undefined}
      title={section.title}
      text={section.intro ?? undefined}
      tone={section.tone}
      marks={{ eyebrow: mark('eyebrow'), title: mark('title'), text: mark('intro') }}
    />
  );
}
