// What the page view (page-view.tsx) shows and how it follows the form: the server draws the whole
// page once (and again for another page, or when the frame has no place for sections), then after
// each change, a short pause after the last keystroke, only the sections whose values changed
// since they were drawn, swapped into the frame in place, in the form's order. One call at a time:
// changes made meanwhile go with the next. A section the form would refuse keeps its last drawing
// and is named in `refused` until it is fixed.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiClient } from '../../../api-client/api-client.ts';
import type { FieldErrors } from '../../../contract/errors.ts';
import type { Section } from '../../../contract/sections/page-content.ts';
import { htmlOnContentServer } from '../../content-server-url.ts';
import { drawnIds, showSections, wireFrame, type Pick, type Wanted } from './page-view-frame.ts';
import { readContent } from './section-values.ts';

/** How long after a change the page view asks for it: a pause in typing, well inside the 300 ms the owner should wait. */
export const PAGE_VIEW_PAUSE_MS = 60;

export type PageViewState = { status: 'loading' } | { status: 'shown'; refused: FieldErrors } | { status: 'failed'; error: unknown };

interface PageViewOptions {
  client: ApiClient;
  pageSlug: string;
  /** The form's content (its JSON text). */
  json: string;
  frame: RefObject<HTMLIFrameElement | null>;
  onPick(pick: Pick): void;
}

const sectionsOf = (json: string): Section[] | undefined => readContent(json)?.sections;
/** Whether an answer's refusals name the section at `index` (or a field of it). */
const refusedAt = (refused: FieldErrors, index: number) => Object.keys(refused).some((path) => path === `content.sections.${index}` || path.startsWith(`content.sections.${index}.`));
const unique = (sections: readonly Section[]) => new Set(sections.map((section) => section.id)).size === sections.length;

export function usePageView({ client, pageSlug, json, frame, onPick }: PageViewOptions) {
  const [pageHtml, setPageHtml] = useState<string | null>(null);
  const [state, setState] = useState<PageViewState>({ status: 'loading' });
  const latest = useRef({ json, onPick });
  useEffect(() => {
    latest.current = { json, onPick };
  });
  /** What each section on screen was drawn from (its JSON), by id. */
  const drawn = useRef(new Map<string, string>());
  /** Sections sent with the whole page: recorded as drawn once the frame holds it. */
  const sentWithPage = useRef<Section[]>([]);
  const busy = useRef(false);
  const again = useRef(false);
  const loaded = useRef(false);
  /** The last whole-page drawing asked for: an older answer (another page's) is dropped. */
  const generation = useRef(0);

  const call = useCallback((sections: Section[], only?: number[]) => client.call('pageView', { params: { pageSlug }, body: only ? { sections, only } : { sections } }), [client, pageSlug]);

  const drawPage = useCallback(async () => {
    const sections = sectionsOf(latest.current.json) ?? [];
    const asked = ++generation.current;
    loaded.current = false;
    setState({ status: 'loading' });
    try {
      const answer = await call(sections);
      if (asked !== generation.current) return;
      sentWithPage.current = sections;
      setPageHtml(answer.html);
      setState({ status: 'shown', refused: answer.refused });
    } catch (error) {
      if (asked === generation.current) setState({ status: 'failed', error });
    }
  }, [call]);

  /** Brings the frame up to the form: the changed sections drawn again, the order the form's. */
  const follow = useCallback(async () => {
    const doc = frame.current?.contentDocument;
    const sections = sectionsOf(latest.current.json);
    if (!loaded.current || !doc || !sections || !unique(sections)) return;
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    try {
      const wanted: (Wanted & { json: string })[] = sections.flatMap((section, index) => (section.hidden ? [] : [{ index, id: section.id, json: JSON.stringify(section) }]));
      const stale = wanted.filter((section) => drawn.current.get(section.id) !== section.json);
      const answer = stale.length ? await call(sections, stale.map((section) => section.index)) : { html: '', styles: '', refused: {} };
      if (frame.current?.contentDocument !== doc) return;
      const onServer = (html: string) => htmlOnContentServer(html, client.liveSiteUrl());
      if (!showSections(doc, wanted, onServer(answer.html), onServer(answer.styles))) return void drawPage();
      const shown = new Set(drawnIds(doc));
      for (const section of stale) if (shown.has(section.id) && !refusedAt(answer.refused, section.index)) drawn.current.set(section.id, section.json);
      setState({ status: 'shown', refused: answer.refused });
    } catch (error) {
      setState({ status: 'failed', error });
    } finally {
      busy.current = false;
      if (again.current) {
        again.current = false;
        void follow();
      }
    }
  }, [call, client, drawPage, frame]);

  // Another page: drawn whole.
  useEffect(() => {
    drawn.current = new Map();
    void drawPage();
  }, [drawPage]);

  // Each change, after a pause.
  useEffect(() => {
    const timer = setTimeout(() => void follow(), PAGE_VIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [json, follow]);

  /** The frame holds the page the server drew: its sections are those sent, its clicks are the editor's. */
  const onLoad = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || !pageHtml) return;
    const sent = new Map(sentWithPage.current.map((section) => [section.id, JSON.stringify(section)]));
    drawn.current = new Map(drawnIds(doc).flatMap((id) => (sent.has(id) ? [[id, sent.get(id)!] as const] : [])));
    wireFrame(doc, (pick) => latest.current.onPick(pick));
    loaded.current = true;
    void follow();
  }, [pageHtml, follow, frame]);

  return { pageHtml, state, onLoad, retry: drawPage };
}
