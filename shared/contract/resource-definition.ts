// What the resource table (resources.ts) says about each editable record type. Everything that
// handles records generically reads it: the endpoint table's admin section, the server's admin
// routes and storage, the ApiClient, the admin forms and the studio.
import type { ZodType } from 'zod';
import type { Fields } from './resource-fields.ts';
import { lowestStatedVersion } from './versions.ts';

/**
 * How one record is addressed: by number (`/:id`), by page slug (`/:pageSlug`), or the one record
 * there is. Only keyed-records.ts reads it: everything else asks that module for keys, paths and calls.
 */
export type IdKind = 'number' | 'pageSlug' | 'single';

/** Where a record type is and what the owner calls it: the zod-free part (resource-addresses.ts). */
export interface ResourceAddress {
  /** Its key in the table: "serviceAreas". */
  name: string;
  /** How the owner knows one record, inside a sentence: "service area", "blog post". */
  label: string;
  /** The start of its toasts: "Service area" created successfully. */
  noun: string;
  idKind: IdKind;
  /** The admin API's address of the resource (the list, or the one record). */
  path: string;
  /** The field naming a record to the owner ("name", "title"); a record with a slug has an empty one made from it. */
  titleField?: string;
  /** A record exists before its first save, at version 0, and a write may state 0 (pages). */
  existsUnsaved?: boolean;
  /** A record has a public page of its own, which the admin previews and the sitemap lists (decision 145). */
  publicPage?: PublicPageAddress;
  /** Its admin screen: where it is, and how the header and the dashboard name it. */
  screen: AdminScreenAddress;
  /** The public API's list of it, when the site shows it: the records whose `when` flags are all set, in the definition's `order`, each as its `publicRecord`. */
  publicList?: PublicListAddress;
}

/**
 * Where a record is shown on the public site: its page, and the public reads that answer it, so a
 * preview can answer them from the unsaved record instead (server/preview/overlays.ts).
 */
export interface PublicPageAddress {
  /** The public route of one record (shared/public-routes.ts) and the record field its address names; none: the page the route table shows this page content on (the pages). */
  route?: { name: string; field: string };
  /** The address of the public list of these records (the sitemap dates it by the newest of them). */
  listedOn?: `/jacobs${string}`;
  /** The public reads answering one record by a parameter naming `field`. */
  one?: readonly { read: string; param: string; field: string }[];
  /** The public reads answering a list of them. */
  lists?: readonly string[];
  /** The public reads answering one page of a list of them (`items` holds the records). */
  listPages?: readonly { read: string; items: string }[];
  /** The public reads answering a record's Markdown `from` field as HTML, by a parameter naming `field`. */
  markdown?: readonly { read: string; param: string; field: string; from: string }[];
}

export interface PublicListAddress {
  /** The read's name in the public endpoint table (shared/contract/public-endpoints.ts). */
  read: string;
  path: `/api/${string}`;
  when?: readonly string[];
  /** The field holding the picture whose size and srcset the public record carries when it is an upload. */
  image?: string;
}

/** The icons a dashboard card may show, by their lucide names (the admin draws them). */
export type AdminIconName = 'FileText' | 'BookOpen' | 'MapPin' | 'Package' | 'Sparkles' | 'Quote' | 'Settings' | 'Inbox' | 'Image' | 'CalendarClock' | 'Clock' | 'ChartLine';

/** Where a record type's admin screen is, and how the header, the phone menu and the dashboard name it. */
export interface AdminScreenAddress {
  path: `/admin/${string}`;
  /** Its link in the header and the phone menu. */
  nav: string;
  /** Its card on the dashboard. */
  card: { title: string; text: string; icon: AdminIconName };
  /** Listed with the owner's tools (after Media) rather than with the content. */
  tool?: true;
  /** Reached from another screen (a booking's consultation types from Bookings): no link of its own in the header or on the dashboard. */
  unlisted?: true;
}

/** A record type with its fields and schemas: its address, described once, plus what the contract checks. */
export interface ResourceDefinition extends ResourceAddress {
  fields: Fields;
  /** The body of a create or update. */
  input: ZodType;
  /** A record as the admin reads it. */
  record: ZodType;
  /** The table its migration makes, one row a record (by its key: keyed-records.ts). */
  table: string;
  /** The order the owner reads its records in, and the public list's: by these fields, each ascending (text as the owner reads it), then by id. */
  order?: readonly string[];
  /** How the admin's record screen shows it (shared/admin/screens/record-screen.tsx); the pages and the settings have screens of their own. */
  admin?: RecordScreenHints;
  /** A record as the public reads it: its public fields (a parse keeps no other). */
  publicRecord?: ZodType;
}

/** The admin's own parts a record screen may show beside its fields, by name (shared/admin/editor/record-widgets.tsx). */
export type RecordWidgetName = 'productPalette' | 'postStatus' | 'serviceIcon';

/** One place in a record form: a field (with how it is shown), or a widget. */
export interface FormItem {
  field?: string;
  /** A part of the admin's own: beside the fields, or drawing `field` itself. */
  widget?: RecordWidgetName;
  /** A text area's height in lines. */
  rows?: number;
  monospace?: true;
  /** An image field's heading ("Photo"); its description is the field its `alt` names. */
  legend?: string;
  /** Shown only while another field holds a number above `above` (and then required). */
  shownWhen?: { field: string; above: number };
}

/** A row of the form: one field or item, or several side by side. */
export type FormRow = string | FormItem | readonly (string | FormItem)[];

/** A record's line in the list: its title field, a line of field values, then its tags (fields with a `tag`, or widgets). */
export interface ListItemHints {
  title: string;
  /** Values joined with " · " (a choice by its option's label, money as a price); `quoted` puts one in quotation marks. */
  line?: readonly (string | { field: string; quoted: true })[];
  tags?: readonly (string | { widget: RecordWidgetName })[];
}

export interface RecordScreenHints {
  title: string;
  /** The line under the screen's heading. */
  description: string;
  /** "Product" in "New Product" and "Edit Product". */
  formNoun: string;
  listTitle: string;
  createLabel: string;
  emptyText: string;
  idleText: string;
  /** The message of a write with nothing selected ("No product selected"). */
  noSelection: string;
  /** The delete dialog's title; its message names the record. */
  deleteTitle: string;
  /** The list in groups by a choice field: each value's heading, in this order (empty groups are left out). */
  groups?: { field: string; headings: Readonly<Record<string, string>> };
  item: ListItemHints;
  form: readonly FormRow[];
  /** Fields a new record takes from the record saved most recently (a post's author). */
  copyFromLatest?: readonly string[];
}

/** Keeps the definition's literal types (its name, id kind and schemas). */
export const defineResource = <const R extends ResourceDefinition>(resource: R): R => resource;

/** The lowest version a write of this resource may state (decision 003). */
export const lowestVersionOf = (resource: ResourceAddress) => lowestStatedVersion(resource.existsUnsaved === true);
