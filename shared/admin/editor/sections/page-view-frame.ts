// The page view's frame, as the editor handles it from outside (page-view.tsx): the frame holds the
// server's rendering of the page as its srcdoc, so it is a document of the admin's own origin, and
// sandboxed (allow-same-origin alone: no script runs in it, no form is sent, no window opens). The
// editor reads and changes its DOM directly. No address of the server is framed: every page keeps
// refusing frames, and the studio, whose renderer is another origin, shows the frame the same way
// (a framed preview address would need a script in the page and messages across origins there).
// Here: the owner's clicks (a word opens its field; nothing navigates, which would leave the
// editor's page for another), sections swapped in place as the server renders them again, their
// order, and the outline of the one whose form is being edited. The marks are shared/visual-edit.ts's.
import { EDIT_ACTIVE, EDIT_FIELD, EDIT_SECTION, EDIT_SECTION_ID } from '../../../visual-edit.ts';

/** Where the owner clicked: the section's place in the content, and the field's path inside it ('' for the section as a whole). */
export interface Pick {
  index: number;
  field: string;
}

const sectionsOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>(`[${EDIT_SECTION}]`)];

/**
 * Clicks in the page: a click on a section's words names its field (onPick); a link is not
 * followed, a form not sent, a new window not opened (a frame that navigated would leave the
 * editor's page for another). A question of the questions section still opens. Returns the undo.
 */
export function wireFrame(doc: Document, onPick: (pick: Pick) => void): () => void {
  const onClick = (event: MouseEvent) => {
    // The frame's nodes are of its own window: not instances of this window's Element.
    const target = event.target as Element | null;
    if (target?.nodeType !== Node.ELEMENT_NODE) return;
    if (target.closest('a, button, input, select, textarea, label')) event.preventDefault();
    const section = target.closest(`[${EDIT_SECTION}]`);
    if (!section || event.button !== 0) return;
    const field = target.closest(`[${EDIT_FIELD}]`);
    onPick({ index: Number(section.getAttribute(EDIT_SECTION)), field: field && section.contains(field) ? (field.getAttribute(EDIT_FIELD) ?? '') : '' });
  };
  const refuse = (event: Event) => event.preventDefault();
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', refuse, true);
  doc.addEventListener('submit', refuse, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('auxclick', refuse, true);
    doc.removeEventListener('submit', refuse, true);
  };
}

/** The ids of the sections drawn in the frame now, by their place. */
export const drawnIds = (doc: Document): string[] => sectionsOf(doc).map((element) => element.getAttribute(EDIT_SECTION_ID) ?? '');

/** The emotion rules a document holds, by id (a style element names its rules' ids after its key). */
function styleIds(doc: Document): Set<string> {
  return new Set([...doc.querySelectorAll('style[data-emotion]')].flatMap((style) => (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)));
}

/**
 * Adds the style elements of `styles` that hold a rule the document lacks. A rule's id names its
 * style, but a global element's text is each render's own (the server keeps of the theme only
 * what that render's rules read): a global one is added unless the same text is there.
 */
function addStyles(doc: Document, styles: string): void {
  if (!styles) return;
  const known = styleIds(doc);
  const texts = new Set([...doc.querySelectorAll('style[data-emotion]')].map((style) => style.textContent));
  const holder = doc.createElement('template');
  holder.innerHTML = styles;
  for (const style of holder.content.querySelectorAll('style')) {
    const [key = '', ...ids] = (style.getAttribute('data-emotion') ?? '').split(' ');
    if (key.endsWith('-global') ? texts.has(style.textContent) : ids.every((id) => known.has(id))) continue;
    doc.head.append(style);
    texts.add(style.textContent);
    for (const id of ids) known.add(id);
  }
}

/** The sections in `html` (a part the server rendered), by id, made in the frame's document. */
function partsOf(doc: Document, html: string): Map<string, HTMLElement> {
  const holder = doc.createElement('template');
  holder.innerHTML = html;
  return new Map([...holder.content.querySelectorAll<HTMLElement>(`[${EDIT_SECTION}]`)].map((element) => [element.getAttribute(EDIT_SECTION_ID) ?? '', element]));
}

/** The first drawn section on screen, and where its top is: kept there while sections change around it. */
function anchorOf(doc: Document): { id: string; top: number } | undefined {
  const shown = sectionsOf(doc).find((element) => element.getBoundingClientRect().bottom > 0);
  return shown && { id: shown.getAttribute(EDIT_SECTION_ID) ?? '', top: shown.getBoundingClientRect().top };
}

/** A section to show: its place in the content and its id. */
export interface Wanted {
  index: number;
  id: string;
}

/**
 * Shows `wanted` in order, each section the server drew again (`html`, with its `styles`) in place
 * of its old drawing and the others as they are; a section no longer wanted goes. The section on
 * screen stays where it is on screen. False when the frame holds no place for sections (then the
 * page must be drawn whole).
 */
export function showSections(doc: Document, wanted: readonly Wanted[], html: string, styles: string): boolean {
  const drawn = sectionsOf(doc);
  const container = drawn[0]?.parentElement ?? doc.getElementById('main-content');
  if (!container) return false;
  const anchor = anchorOf(doc);
  addStyles(doc, styles);
  const parts = partsOf(doc, html);
  const old = new Map(drawn.map((element) => [element.getAttribute(EDIT_SECTION_ID) ?? '', element]));
  const placed: HTMLElement[] = [];
  for (const { index, id } of wanted) {
    const element = parts.get(id) ?? old.get(id);
    if (!element) continue;
    element.setAttribute(EDIT_SECTION, String(index));
    placed.push(element);
  }
  // The sections stand together where the first one stood: each is put, in order, before a marker there.
  const marker = doc.createComment('');
  container.insertBefore(marker, drawn[0] ?? null);
  for (const element of placed) container.insertBefore(element, marker);
  marker.remove();
  for (const element of drawn) if (!placed.includes(element)) element.remove();
  if (anchor) {
    const now = sectionsOf(doc).find((element) => element.getAttribute(EDIT_SECTION_ID) === anchor.id);
    const moved = now ? now.getBoundingClientRect().top - anchor.top : 0;
    if (moved) doc.defaultView?.scrollBy(0, moved);
  }
  return true;
}

/** Outlines the section at `index` as the one being edited, and brings it on screen when it is out of sight. */
export function markActive(doc: Document, index: number | null, { reveal }: { reveal: boolean }): void {
  for (const element of sectionsOf(doc)) {
    const active = index !== null && element.getAttribute(EDIT_SECTION) === String(index);
    element.toggleAttribute(EDIT_ACTIVE, active);
    if (!active || !reveal) continue;
    const { top, bottom } = element.getBoundingClientRect();
    const height = doc.defaultView?.innerHeight ?? 0;
    // The frame alone scrolls (scrollIntoView would move the editor's page too, under the pointer).
    if (bottom < 0 || top > height) doc.defaultView?.scrollBy(0, top);
  }
}
