import { describe, expect, it } from 'vitest';
import { seedServiceAreas } from './service-areas.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedProducts } from './products.ts';
import type { SeedProductCollection } from './products.ts';
import { seedCoreServices } from './core-services.ts';
import { ICON_NAMES } from '../../../shared/contract/core-services.ts';
import { SEED_PAGES, seedPages } from './pages.ts';
import { PAGE_SLUGS, pageContentInput } from '../../../shared/contract/pages.ts';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/contract/default-settings.ts';
import { SPEC_AREAS as AREA_NAMES } from '../../../tests/spec-facts.ts';


const COLLECTIONS: SeedProductCollection[] = ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage'];
const ICONS: readonly string[] = ICON_NAMES;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

function expectSeoDescription(text: string): void {
  expect(text.length, text).toBeGreaterThanOrEqual(150);
  expect(text.length, text).toBeLessThanOrEqual(160);
}

function decimals(n: number): number {
  const s = String(n);
  const i = s.indexOf('.');
  return i === -1 ? 0 : s.length - i - 1;
}

describe('service areas', () => {
  it('has the 17 areas with the exact names in order', () => {
    expect(seedServiceAreas.map((a) => a.name)).toEqual(AREA_NAMES);
  });

  it('has 15 neighborhoods then 2 suburbs, ordered 0.. within each type', () => {
    const neighborhoods = seedServiceAreas.filter((a) => a.type === 'neighborhood');
    const suburbs = seedServiceAreas.filter((a) => a.type === 'suburb');
    expect(neighborhoods).toHaveLength(15);
    expect(suburbs.map((a) => a.name)).toEqual(['Evanston', 'Oak Park']);
    expect(neighborhoods.map((a) => a.displayOrder)).toEqual([...Array(15).keys()]);
    expect(suburbs.map((a) => a.displayOrder)).toEqual([0, 1]);
  });

  it('has slugs derived from names, three highlights and active records', () => {
    for (const area of seedServiceAreas) {
      expect(area.slug).toBe(slugify(area.name));
      expect(area.highlights).toHaveLength(3);
      for (const h of area.highlights) expect(h.trim().length).toBeGreaterThan(0);
      expect(area.active).toBe(true);
      expect(area.seoTitle.length).toBeLessThanOrEqual(60);
      expect(area.description.length).toBeGreaterThan(80);
      expectSeoDescription(area.seoDescription);
    }
    expectUnique(seedServiceAreas.map((a) => a.slug));
  });
});

describe('blog posts', () => {
  it('has exactly the two spec posts', () => {
    expect(seedBlogPosts.map((p) => p.slug)).toEqual(['do-rugs-increase-home-value', 'synthetic-rugs-pet-health']);
    expect(seedBlogPosts.map((p) => p.category)).toEqual(['Investment', 'Health & Pets']);
    expect(seedBlogPosts.map((p) => p.readingTime)).toEqual(['8 min', '10 min']);
    expectUnique(seedBlogPosts.map((p) => p.slug));
  });

  it('has full, published, featured Markdown bodies', () => {
    for (const post of seedBlogPosts) {
      expect(wordCount(post.content)).toBeGreaterThanOrEqual(600);
      expect(post.content).toMatch(/^## /m);
      expect(post.content).toMatch(/^> /m);
      expect(post.content).toMatch(/\*\*[^*]+\*\*/);
      expect(post.content).not.toMatch(/<[a-z][^>]*>/i);
      expect(post.content).not.toMatch(/!\[/);
      expect(post.author).toBe('Jacobs Rug Consultancy');
      expect(post.published).toBe(true);
      expect(post.featured).toBe(true);
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
      expect(post.imageUrl).toBe(`/images/blog/${post.slug}.svg`);
      expectSeoDescription(post.seoDescription);
    }
    expect(seedBlogPosts[0].content).toMatch(/^\|.*\|\n\|[-| ]+\|$/m);
  });

  it('states the worked ROI example figures consistent with the model', () => {
    const listPrice = 450_000;
    const spend = 5_000;
    const daysSaved = Math.max(0, 45 - 15);
    const priceIncrease = listPrice * 0.03;
    const carrying = ((listPrice * 0.05) / 365) * daysSaved;
    const total = priceIncrease + carrying;
    const net = total - spend;
    const roi = Math.round((net / spend) * 100);
    const fmt = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
    const body = seedBlogPosts[0].content;
    for (const s of [fmt(priceIncrease), fmt(carrying), fmt(total), fmt(net), `${roi}%`, `${daysSaved} days`]) {
      expect(body).toContain(s);
    }
  });
});

describe('products', () => {
  it('has at least 12 products with unique slugs and display orders', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(12);
    expectUnique(seedProducts.map((p) => p.slug));
    expect(seedProducts.map((p) => p.displayOrder)).toEqual([...Array(seedProducts.length).keys()]);
  });

  it('has at least 3 products in every collection', () => {
    for (const c of COLLECTIONS) {
      expect(seedProducts.filter((p) => p.collection === c).length, c).toBeGreaterThanOrEqual(3);
    }
  });

  it('has valid prices, ROI fields, notes and image paths', () => {
    for (const p of seedProducts) {
      expect(SLUG_RE.test(p.slug), p.slug).toBe(true);
      expect(COLLECTIONS).toContain(p.collection);
      expect(p.price).toBeGreaterThan(0);
      expect(decimals(p.price)).toBeLessThanOrEqual(2);
      expect(p.imageUrl).toBe(`/images/rugs/${p.slug}.svg`);
      expect(p.active).toBe(true);
      if (p.roiMultiplier !== null) {
        expect(p.roiMultiplier).toBeGreaterThan(0);
        expect(p.roiMultiplier).toBeLessThanOrEqual(2);
        expect(decimals(p.roiMultiplier)).toBeLessThanOrEqual(2);
        expect(p.roiDisclaimer?.trim()).toBeTruthy();
      } else {
        expect(p.roiDisclaimer).toBeNull();
      }
      if (p.collection === 'pet-safe') expect(p.petSafeNotes?.trim()).toBeTruthy();
    }
    const featured = seedProducts.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);
  });
});

describe('core services', () => {
  it('has 8 services with unique slugs and icons from the known list', () => {
    expect(seedCoreServices).toHaveLength(8);
    expectUnique(seedCoreServices.map((s) => s.slug));
    for (const s of seedCoreServices) {
      expect(ICONS).toContain(s.iconName);
      expect(SLUG_RE.test(s.slug), s.slug).toBe(true);
      expect(s.active).toBe(true);
    }
    expect(seedCoreServices.map((s) => s.displayOrder)).toEqual([...Array(8).keys()]);
  });

  it('has 3-5 unique, non-blank features per service', () => {
    for (const s of seedCoreServices) {
      expect(s.features.length).toBeGreaterThanOrEqual(3);
      expect(s.features.length).toBeLessThanOrEqual(5);
      expectUnique(s.features);
      for (const f of s.features) expect(f.trim()).toBe(f);
      for (const f of s.features) expect(f.length).toBeGreaterThan(0);
    }
  });
});

describe('pages', () => {
  it("has every editable page, in the admin's order, each with sections the contract accepts", () => {
    expect(seedPages.map((p) => p.pageSlug)).toEqual(PAGE_SLUGS);
    for (const p of seedPages) {
      expect(pageContentInput.safeParse(p).error?.issues, p.pageSlug).toBeUndefined();
      expect(p.content.sections.length, p.pageSlug).toBeGreaterThan(0);
      expectUnique(p.content.sections.map((section) => section.id));
    }
  });

  it("gives the spec's six pages search fields of their own", () => {
    for (const p of seedPages.slice(0, 6)) {
      expect(p.seoTitle.length).toBeLessThanOrEqual(60);
      expect(p.seoTitle).not.toContain('Jacobs Rug Consultancy');
      expectSeoDescription(p.seoDescription);
      expect(p.seoKeywords.split(',').length).toBeGreaterThan(2);
    }
  });

  it("seeds the policy pages with the spec's Coming Soon placeholder", () => {
    for (const slug of ['privacy', 'terms', 'accessibility'] as const) {
      expect(SEED_PAGES[slug].content.sections).toEqual([expect.objectContaining({ kind: 'hero', title: 'Coming Soon' })]);
    }
  });
});

describe('settings', () => {
  it('has the company settings', () => {
    expect(DEFAULT_SITE_SETTINGS.companyName).toBe('Jacobs Rug Consultancy');
    expect(DEFAULT_SITE_SETTINGS.openingHours).toBe('Mon-Fri 09:00-18:00');
    expect(DEFAULT_SITE_SETTINGS.bookingUrl).toMatch(/^https:\/\//);
  });
});
