// The studio merges a page's content section by section and field by field
// (decision 220). An edit queued offline and an edit made meanwhile in the web admin, in different
// sections of the same page (or different fields of one section), both survive the sync without
// asking; only a field changed on both sides waits for the owner. Against the real server.
import { describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../../../shared/contract/page-list.ts';
import type { PageContent } from '../../../../shared/contract/pages.ts';
import type { Section } from '../../../../shared/contract/sections/page-content.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { connected } = suite;

type Page = PageContent & Record<string, unknown>;

/** The page with each section changed by `edit` (by id), the version it was loaded at stated. */
function edited(page: Page, edit: (section: Section) => Section, sections = page.content.sections) {
  const { pageSlug: _slug, updatedAt: _updatedAt, ...values } = page;
  return { ...values, content: { sections: sections.map(edit) } };
}

const sectionOf = (page: { content: { sections: Section[] } }, id: string) => page.content.sections.find((section) => section.id === id);

describe('a page edited offline and on the web at once', () => {
  it('keeps an offline edit of one section and a web edit of another', async () => {
    const { service } = await connected();
    const about = (await service.get('pages', 'about')) as Page;
    await suite.server.stop();
    await service.update('pages', 'about', edited(about, (section) => (section.id === 'hero' ? { ...section, title: 'Offline hero' } : section)));
    await suite.server.start();
    const web = (await suite.admin.pages.get('about')) as Page;
    await suite.admin.pages.update('about', edited(web, (section) => (section.id === 'story' ? { ...section, body: 'Edited on the web.' } : section)) as never);

    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const merged = await suite.admin.pages.get('about');
    expect(sectionOf(merged, 'hero')).toMatchObject({ title: 'Offline hero' });
    expect(sectionOf(merged, 'story')).toMatchObject({ body: 'Edited on the web.' });
    expect(merged.version).toBe(web.version + 2);
  });

  it('keeps a section added offline, a section hidden on the web and a field of one section changed on each side', async () => {
    const { service } = await connected();
    const home = (await service.get('pages', 'home')) as Page;
    await suite.server.stop();
    const added: Section = { id: 'team-offline', kind: 'team', hidden: false, eyebrow: null, title: 'Our team', intro: null, tone: 'plain', members: [{ name: 'Dana Jacobs', role: 'Founder', credentials: null, photo: null, bio: null }] };
    const offline = edited(home, (section) => (section.id === 'cta' ? { ...section, title: 'Offline call to action' } : section));
    offline.content.sections.splice(2, 0, added);
    await service.update('pages', 'home', offline);
    await suite.server.start();
    const web = (await suite.admin.pages.get('home')) as Page;
    await suite.admin.pages.update(
      'home',
      edited(web, (section) => (section.id === 'why' ? { ...section, hidden: true } : section.id === 'cta' ? { ...section, text: 'Web call to action text.' } : section)) as never,
    );

    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const merged = await suite.admin.pages.get('home');
    expect(merged.content.sections.map((section: Section) => section.id)).toEqual(['hero', 'why', 'team-offline', 'callout', 'testimonials', 'cta']);
    expect(sectionOf(merged, 'why')).toMatchObject({ hidden: true });
    expect(sectionOf(merged, 'cta')).toMatchObject({ title: 'Offline call to action', text: 'Web call to action text.' });
    expect(sectionOf(merged, 'team-offline')).toMatchObject({ title: 'Our team' });
  });

  it('asks only about the field of a section changed on both sides, and Keep mine keeps the other side’s edits', async () => {
    const { service } = await connected();
    const contact = (await service.get('pages', 'contact')) as Page;
    await suite.server.stop();
    await service.update('pages', 'contact', edited(contact, (section) => (section.id === 'hero' ? { ...section, title: 'Mine' } : section)));
    await suite.server.start();
    const web = (await suite.admin.pages.get('contact')) as Page;
    await suite.admin.pages.update(
      'contact',
      edited(web, (section) => (section.id === 'hero' ? { ...section, title: 'Theirs', eyebrow: 'Their eyebrow' } : section.id === 'contact' ? { ...section, formTitle: 'Their form heading' } : section)) as never,
    );

    let state = await service.syncNow();
    expect(state.conflicts).toHaveLength(1);
    expect(state.conflicts[0].bothChanged).toEqual(['content.sections[hero].title']);
    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    const merged = await suite.admin.pages.get('contact');
    expect(sectionOf(merged, 'hero')).toMatchObject({ title: 'Mine', eyebrow: 'Their eyebrow' });
    expect(sectionOf(merged, 'contact')).toMatchObject({ formTitle: 'Their form heading' });
  });
});

it('fetches every page at sign-in, so any of them can be edited offline', async () => {
  const { service } = await connected();
  await suite.server.stop();
  for (const slug of PAGE_SLUGS) expect(await service.get('pages', slug), slug).toMatchObject({ pageSlug: slug });
});
