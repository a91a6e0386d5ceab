// The page view's marks (shared/visual-edit.ts): which section and field each part of a page
// shows, as data attributes the server writes only when it renders the page for the Pages
// editor's page view (a render given a VisualMarks). Every mark a section renderer writes comes
// from here; without a VisualMarks value nothing here adds a byte to the page, which
// tests/integration/page-view.test.ts holds every public route to.
import { createContext, use, type ReactNode } from 'react';
import { EDIT_FIELD, EDIT_SECTION, EDIT_SECTION_ID, type EditedContent, type VisualMarks } from '../../shared/visual-edit.ts';

/** Given to the renderer of a page-view render only (site/entry-server.tsx). */
export const VisualMarksContext = createContext<VisualMarks | null>(null);

/** Inside a marked section: its fields are marked. */
const FieldMarking = createContext(false);

/** The attributes that name one field of the section being rendered, or none. */
export type FieldMark = Readonly<Record<string, string>> | undefined;
/** A field's mark by its path inside its section: `title`, `cards.2.text`, `items.0`. */
export type MarkField = (path: string) => FieldMark;

const noMark: MarkField = () => undefined;
const markOf: MarkField = (path) => ({ [EDIT_FIELD]: path });

/** How a section renderer marks its fields: `<Heading {...mark('title')}>`. */
export function useFieldMarks(): MarkField {
  return use(FieldMarking) ? markOf : noMark;
}

/** Which sections of `content` this render draws, by place: all, but in a part swapped into the page view only those asked for. */
export function useSectionsDrawn(content: EditedContent): (index: number) => boolean {
  const marks = use(VisualMarksContext);
  const only = marks?.content === content ? marks.only : undefined;
  return only ? (index) => only.includes(index) : drawAll;
}

const drawAll = () => true;

/** A section of `content` at `index` of its list: in a page-view render of that content, wrapped in the element naming it. */
export function MarkedSection({ content, index, id, children }: { content: EditedContent; index: number; id: string; children: ReactNode }) {
  const marks = use(VisualMarksContext);
  if (marks?.content !== content) return children;
  return (
    <div {...{ [EDIT_SECTION]: String(index), [EDIT_SECTION_ID]: id }}>
      <FieldMarking value>{children}</FieldMarking>
    </div>
  );
}

/** An island renders in a React root of its own: this carries the field marks into it. */
export function useFieldMarkScope(): (tree: ReactNode) => ReactNode {
  const marking = use(FieldMarking);
  return (tree) => (marking ? <FieldMarking value>{tree}</FieldMarking> : tree);
}
