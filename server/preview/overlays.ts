// What a preview changes (decision 145): the public reads of the real page (which its head and body
// are made from), with the previewed record answered from its snapshot instead of the database,
// whatever its state (a draft, a scheduled post, an inactive product). Which reads answer a record
// type, and which page shows a record, are its address's `publicPage` (shared/contract/
// resource-addresses.ts): nothing here is written for one record type. Everything else on the page
// is read as usual.
import type { PublicReadName } from '../../shared/contract/public-endpoints.ts';
import type { PreviewResource } from '../../shared/contract/resource-addresses.ts';
import { renderMarkdown } from '../../shared/markdown/safe-markdown.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import type { PageLookups } from '../public-pages/page-head.ts';
import { publicPageOf, recordPagePath } from '../public-pages/record-pages.ts';

/** The page a preview shows: its public address, and the reads it is rendered from. */
export interface PreviewPage {
  path: string;
  answers: PublicReadAnswers;
}

interface Base {
  answers: PublicReadAnswers;
  /** How the public reads a record, for the snapshot (each record type's service). */
  lookups: PageLookups;
}

type Values = Record<string, unknown>;
type AnyAnswer = (input: Readonly<Record<string, unknown>>) => unknown;

/** `list` with `item` in place of the record with its id, or first when the list does not hold it. */
function withRecord(list: readonly Values[], item: Values): Values[] {
  return list.some((entry) => entry.id === item.id) ? list.map((entry) => (entry.id === item.id ? item : entry)) : [item, ...list];
}

/** The record as the public reads it (its service's publicOf; a page's content as it is). */
function publicOf(lookups: PageLookups, resource: PreviewResource, record: Values): Values {
  const service = (lookups as unknown as Record<string, { publicOf?: (record: unknown) => unknown } | undefined>)[resource];
  return (service?.publicOf ? service.publicOf(record) : record) as Values;
}

/** The preview page of a snapshot (the record as the admin reads it, with the previewed values). */
export function previewPage({ answers, lookups }: Base, resource: PreviewResource, record: unknown): PreviewPage {
  const page = publicPageOf(resource);
  const values = record as Values;
  const shown = publicOf(lookups, resource, values);
  const real = (read: string) => answers[read as PublicReadName] as AnyAnswer;
  const isIt = (input: Readonly<Record<string, unknown>>, param: string, field: string) => String(input[param]) === String(values[field]);

  const overlay: Record<string, AnyAnswer> = {};
  for (const { read, param, field } of page.one ?? []) overlay[read] = (input) => (isIt(input, param, field) ? shown : real(read)(input));
  for (const read of page.lists ?? []) overlay[read] = (input) => withRecord(real(read)(input) as Values[], shown);
  for (const { read, items } of page.listPages ?? []) {
    overlay[read] = (input) => {
      const listed = real(read)(input) as Values;
      return { ...listed, [items]: withRecord(listed[items] as Values[], shown) };
    };
  }
  for (const { read, param, field, from } of page.markdown ?? []) {
    overlay[read] = (input) => (isIt(input, param, field) ? renderMarkdown(String(values[from] ?? '')) : real(read)(input));
  }
  return { path: recordPagePath(resource, values), answers: { ...answers, ...overlay } as PublicReadAnswers };
}
