// The health-pets page's built-in hero and call-to-action copy (shared/domain/page-copy.ts): what the
// seed stores and what the page shows for a key its content leaves empty. A file per page, so
// each public page's code carries only its own.
import type { PageCopy } from '../page-copy.ts';

export const HEALTH_PETS_COPY: PageCopy = {
  heroTitle: 'Synthetic Rugs & Pet Health',
  heroSubtitle:
    'A careful look at rug materials for homes with dogs and cats: what to look for, what to avoid and what certifications really cover.',
  ctaTitle: 'Get a Pet-Safe Material Review',
  ctaText:
    'We review fibers, dyes, finishes and backings, and guide you through lab testing if you want it. Our reviews cover materials and are not veterinary advice.',
};
