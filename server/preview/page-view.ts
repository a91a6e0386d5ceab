// The Pages editor's page view: POST /api/admin/pages/{pageSlug}/page-view renders
// a page with the editor's unsaved sections, as the live page is rendered (the same route, head,
// renderer and reads, with the page's content answered from the draft: overlays.ts), marked for the
// editor (site/sections/field-marks.tsx): the whole page as a document for the editor's frame, or
// some sections alone to swap into the page already shown. Nothing is stored and nothing is
// cached: an admin call, answered before the public cache and with no-store like every admin answer.
// The document carries no script (the frame runs none) and the view's own outline styles.
import { toFieldErrors, type FieldErrors } from '../../shared/contract/errors.ts';
import { PAGES } from '../../shared/contract/page-list.ts';
import { pageViewInput, type PageView } from '../../shared/contract/page-view.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import { misplacedSections, pageContentSchema, type PageSections, type Section } from '../../shared/contract/sections/page-content.ts';
import { sectionFieldPath } from '../../shared/contract/sections/section-paths.ts';
import { EDIT_STYLES, type EditedContent } from '../../shared/visual-edit.ts';
import type { AdminHandler } from '../http/admin-routes.ts';
import { parseInput } from '../http/validate.ts';
import { plainPageBody, SITE_NOT_BUILT } from '../public-pages/page-html.ts';
import { renderPublicPage, type PageMaker } from '../public-pages/public-page.ts';
import { requestedKey } from '../records/admin-routes.ts';
import { withoutScripts } from './page-route.ts';
import type { PreviewService } from './service.ts';

/** The page content's field, which the editor's paths start with (`content.sections.2.title`). */
const CONTENT_FIELD = 'content';

/**
 * The draft's sections, each checked alone as a save would check it: one a save would refuse stands
 * hidden in its place (so every other keeps its place, which the marks name) and is named in
 * `refused`, so the rest of the page still shows while the owner is typing.
 */
export function checkedSections(pageSlug: string, given: readonly unknown[]): { content: PageSections; refused: FieldErrors } {
  const refused: FieldErrors = {};
  const ids = new Set<string>();
  const sections = given.map((raw, index): Section => {
    const at = (path: string) => path.replace(/^(?:content\.)?sections\.0/, sectionFieldPath(CONTENT_FIELD, index));
    const parsed = pageContentSchema.safeParse({ sections: [raw] });
    const errors = parsed.success ? misplacedSections(CONTENT_FIELD, pageSlug, parsed.data) : toFieldErrors(parsed.error.issues);
    const section = parsed.success ? parsed.data.sections[0] : undefined;
    if (section && ids.has(section.id)) errors[`sections.0.id`] = 'Another section already has this id';
    if (!section || Object.keys(errors).length > 0) {
      for (const [path, message] of Object.entries(errors)) refused[at(path)] = message;
      return { id: `refused-${index}`, kind: 'richText', hidden: true };
    }
    ids.add(section.id);
    return section;
  });
  return { content: { sections }, refused };
}

/** What the view shows where the site has not been built (a development checkout): why, in its words. */
const NOT_BUILT_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head><body>${plainPageBody('The site has not been built', SITE_NOT_BUILT)}</body></html>`;

/** The page view's document: the page without script, with the view's outline styles. */
const viewDocument = (html: string) => withoutScripts(html).replace('</head>', () => `<style data-page-view>${EDIT_STYLES}</style></head>`);

/** The handler of the page-view call. */
export function pageViewHandler(previews: PreviewService, maker: PageMaker): AdminHandler {
  return async (req, res) => {
    const pageSlug = requestedKey(RESOURCES.pages, req);
    const { sections, only } = parseInput(pageViewInput, req.body);
    const { content, refused } = checkedSections(String(pageSlug), sections);
    const page = previews.pageWith(pageSlug, content);
    // A part every page shares (the footer) is edited on the home page, its own sections marked.
    const edited: EditedContent = PAGES.find((entry) => entry.slug === pageSlug)?.group === 'site' ? 'footer' : 'page';
    const rendered = await renderPublicPage(maker, page.path, maker.originOf(req), page.answers, { noIndex: true, visual: { content: edited, only } });
    const answer: PageView = only
      ? { html: rendered.page?.body ?? '', styles: rendered.page?.styles ?? '', refused }
      : { html: rendered.html && rendered.page ? viewDocument(rendered.html) : NOT_BUILT_DOCUMENT, styles: '', refused };
    res.json(answer);
  };
}
