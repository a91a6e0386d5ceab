// The Pages editor's page view (shared/visual-edit.ts): the server renders a page's
// unsaved sections as a visitor would see the page, marked for the editor (shared/visual-edit.ts).
// One call: the whole page, or (`only`) some of its sections to swap into the page already shown.
import { z } from 'zod';
import { MAX_SECTIONS } from './sections/page-content.ts';

/** Body of POST /api/admin/pages/{pageSlug}/page-view: the page's sections as the editor holds them (each checked alone). */
export const pageViewInput = z.strictObject({
  sections: z.array(z.unknown(), { error: 'Must be a list of sections' }).max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`),
  only: z
    .array(z.number({ error: 'Must be a section’s place' }).int('Must be a section’s place').min(0, 'Must be a section’s place').max(MAX_SECTIONS - 1, 'Must be a section’s place'), {
      error: 'Must be a list of section places',
    })
    .min(1, 'Name at least one section')
    .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`)
    .optional(),
});
export type PageViewInput = z.input<typeof pageViewInput>;

export const pageView = z.object({
  /** The whole page as an HTML document; with `only`, the markup of those sections (each in its marked element). */
  html: z.string(),
  /** With `only`, the style elements that markup uses; empty for the whole page (its document holds them). */
  styles: z.string(),
  /** Why a section is not drawn, by its field's path (`content.sections.2.title`): one the form would refuse is left out until it is fixed. */
  refused: z.record(z.string(), z.string()),
});
export type PageView = z.infer<typeof pageView>;
