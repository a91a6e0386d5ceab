import { describe, expect, it } from 'vitest';
import { PAGE_COPY_FIELDS, pageCopyOf } from './page-copy.ts';
import { PAGE_COPY_DEFAULTS } from './page-copy-defaults.ts';

describe('pageCopyOf', () => {
  it('reads every known key, and the default for one missing, blank or not text', () => {
    const copy = pageCopyOf(PAGE_COPY_DEFAULTS.about, { heroTitle: 'Edited', heroSubtitle: '   ', ctaTitle: 42, note: 'not a page key' });
    expect(copy).toEqual({ ...PAGE_COPY_DEFAULTS.about, heroTitle: 'Edited' });
  });

  it('has a default for every key on every page', () => {
    for (const defaults of Object.values(PAGE_COPY_DEFAULTS)) expect(Object.keys(defaults).sort()).toEqual(PAGE_COPY_FIELDS.map(({ key }) => key).sort());
  });
});
