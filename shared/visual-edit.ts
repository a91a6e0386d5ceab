// The Pages editor's page view: the server renders the unsaved page for it and marks which
// section and which field each part shows, with data attributes written only into that render
// (site/sections/field-marks.tsx), never into a public page and never as characters in the text
// (a mark hidden in the words, as Sanity's and Vercel's stega do, breaks comparisons, copy and
// search). The admin reads the same attributes (shared/admin/editor/sections/page-view-frame.ts)
// to open and focus the field a word belongs to.

/** A section of the edited content: its place in the content's list (`data-edit-section="2"`) and its id. */
export const EDIT_SECTION = 'data-edit-section';
export const EDIT_SECTION_ID = 'data-edit-id';
/** A field inside its section, by path (`title`, `cards.2.text`, `items.0`). */
export const EDIT_FIELD = 'data-edit-field';
/** Set by the admin on the section whose form is open. */
export const EDIT_ACTIVE = 'data-edit-active';

/** Which content a page view edits: the page's own sections, or the footer every page shows. */
export type EditedContent = 'page' | 'footer';

/** What a page-view render marks: the sections of the edited content, and (a part swapped into the view) only these of them. */
export interface VisualMarks {
  content: EditedContent;
  only?: readonly number[];
}

/**
 * The page view's own styles, written into its render only: a section outlined under the pointer
 * and while its form is open, a field tinted under the pointer, and links that look inert (they do
 * not navigate there).
 */
export const EDIT_STYLES = [
  // The editor keeps the section on screen in place itself as sections are swapped (page-view-frame.ts).
  'html{overflow-anchor:none}',
  `[${EDIT_SECTION}]{outline:2px dashed transparent;outline-offset:-3px;transition:outline-color .12s}`,
  `[${EDIT_SECTION}]:hover{outline-color:#c2410c}`,
  `[${EDIT_SECTION}][${EDIT_ACTIVE}]{outline:3px solid #c2410c}`,
  `[${EDIT_FIELD}]{cursor:text;border-radius:2px}`,
  `[${EDIT_FIELD}]:hover{background-color:rgba(234,179,8,.22);box-shadow:0 0 0 2px rgba(234,179,8,.22)}`,
  `a,summary,button{cursor:default}`,
].join('');
