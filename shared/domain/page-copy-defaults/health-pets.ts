// The health-pets page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed's sections of the page hold, and what migration 050 falls back to for a key an owner left empty.
import type { PageCopy } from '../page-copy.ts';

export const HEALTH_PETS_COPY: PageCopy = {
  heroTitle: 'Synthetic Rugs & Pet Health',
  heroSubtitle:
    'A careful look at rug materials for homes with dogs and cats: what to look for, what to avoid and what certifications really cover.',
  ctaTitle: 'Get a Pet-Safe Material Review',
  ctaText:
    'We review fibers, dyes, finishes and backings, and guide you through lab testing if you want it. Our reviews cover materials and are not veterinary advice.',
};
