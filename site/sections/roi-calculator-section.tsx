// The ROI calculator kind: the place of the staging ROI calculator (shared/domain/roi.ts), the
// page's interactive part (an island the page hands in), headed by the section's eyebrow and title.
import type { ReactNode } from 'react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { headingId } from './section-parts.tsx';

/** The calculator, given its heading's words and the id its heading must carry. */
export type RoiCalculator = (heading: { eyebrow: string | null; title: string; id: string }) => ReactNode;

export function RoiCalculatorSection({ section, calculator }: { section: SectionOf<'roiCalculator'>; calculator: RoiCalculator }) {
  return <Section labelledBy={headingId(section)}>{calculator({ eyebrow: section.eyebrow, title: section.title, id: headingId(section) })}</Section>;
}
