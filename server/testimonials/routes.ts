import type { ReadAnswers } from '../http/public-reads.ts';
import type { TestimonialService } from './service.ts';

export const testimonialPublicReads = (testimonials: TestimonialService): ReadAnswers<'testimonials'> => ({
  testimonials: () => testimonials.listPublic(),
});
