// Page content becomes sections (decision 220). A page saved before held a flat copy object
// ({ heroTitle, heroSubtitle, ctaTitle, ctaText }); it becomes the page's built-in sections with
// those four texts in their places, so an owner's wording stays on the page. The save is a new
// version, so an editor still holding the old one gets the usual conflict rather than writing the
// flat object back. The page's revisions and preview links are upgraded too (without a new
// version: they are history), so History compares and restores them as sections.
import { pageSlug as pageSlugSchema } from '../../../shared/contract/pages.ts';
import { builtInPage } from '../../pages/built-in.ts';
import { isFlatCopy, sectionsFromFlatCopy } from '../../pages/flat-copy.ts';
import { packFields, unpackFields } from '../../revisions/revision-store.ts';
import type { Db } from '../../db/connection.ts';

/** `content` upgraded, or undefined when it needs nothing (already sections, or not a page we know). */
function upgraded(slug: string, content: unknown) {
  const known = pageSlugSchema.safeParse(slug);
  if (!known.success || !isFlatCopy(content)) return undefined;
  return sectionsFromFlatCopy(known.data, content, builtInPage(known.data).content);
}

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

export function up(db: Db) {
  const now = new Date().toISOString();
  const pages = db.prepare('SELECT page_slug, content FROM page_content').all() as { page_slug: string; content: string }[];
  const savePage = db.prepare('UPDATE page_content SET content = ?, version = version + 1, updated_at = ? WHERE page_slug = ?');
  for (const page of pages) {
    const content = upgraded(page.page_slug, parsed(page.content) ?? {});
    if (content) savePage.run(JSON.stringify(content), now, page.page_slug);
  }

  const revisions = db.prepare("SELECT id, record_id, encoding, fields FROM revisions WHERE resource = 'pages'").all() as { id: number; record_id: string; encoding: 'json' | 'deflate'; fields: Buffer }[];
  const saveRevision = db.prepare("UPDATE revisions SET encoding = 'deflate', fields = ? WHERE id = ?");
  for (const revision of revisions) {
    const fields = unpackFields(revision.encoding, revision.fields);
    const content = upgraded(revision.record_id, fields.content ?? {});
    if (content) saveRevision.run(packFields({ ...fields, content }), revision.id);
  }

  const previews = db.prepare("SELECT id, record FROM preview_snapshots WHERE resource = 'pages'").all() as { id: string; record: string }[];
  const savePreview = db.prepare('UPDATE preview_snapshots SET record = ? WHERE id = ?');
  for (const preview of previews) {
    const record = parsed(preview.record) as Record<string, unknown> | undefined;
    const content = record && upgraded(String(record.pageSlug), record.content ?? {});
    if (content) savePreview.run(JSON.stringify({ ...record, content }), preview.id);
  }
}
