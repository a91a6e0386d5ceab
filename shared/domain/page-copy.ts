// The flat copy the six main pages held before they were sections (hero title and subtitle, call
// to action title and text; their built-in values are page-copy-defaults/): the seed builds those
// pages' sections from it, and migration 050 carries an owner's own flat copy into the sections.
import { OPENING_HOURS_TOKEN } from '../contract/sections/section-kinds.ts';

export interface PageCopy {
  heroTitle: string;
  heroSubtitle: string;
  ctaTitle: string;
  ctaText: string;
}

/** How the contact page's booking card begins and ends; the card's text in the sections holds both. */
export const BOOKING_LEAD = 'Book a free 30-minute AI Rug Fit Consultation. ';
export const BOOKING_HOURS = ` We are available ${OPENING_HOURS_TOKEN}.`;
