// Copy of the five static service pages (docs/product/routes.md#public-pages).
import type { SERVICE_SUB_PAGES } from '../../../shared/paths.ts';

export type SubPageSlug = (typeof SERVICE_SUB_PAGES)[number];

export interface SubPageContent {
  eyebrow: string;
  title: string;
  intro: string;
  facts: { value: string; label: string }[];
  sectionTitle: string;
  sectionText: string;
  points: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  includes: string[];
  contactLabel: string;
  closingTitle: string;
  closingText: string;
}
