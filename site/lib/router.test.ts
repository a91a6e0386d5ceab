// The public router's matching rules (the route table in site/app.tsx relies on them).
import { describe, expect, it } from 'vitest';
import { matchPath } from './router.tsx';

describe('matchPath', () => {
  it('matches a static path, ignoring a trailing slash and letter case', () => {
    expect(matchPath('/jacobs/shop', '/jacobs/shop')).toEqual({});
    expect(matchPath('/jacobs/shop', '/jacobs/shop/')).toEqual({});
    expect(matchPath('/jacobs/shop', '/Jacobs/Shop')).toEqual({});
    expect(matchPath('/jacobs/shop', '/jacobs/shopping')).toBeNull();
    expect(matchPath('/jacobs/shop', '/jacobs/shop/1')).toBeNull();
  });

  it('reads named segments, decoded, and needs each of them', () => {
    expect(matchPath('/jacobs/blog/:slug', '/jacobs/blog/pet-safe%20rugs')).toEqual({ slug: 'pet-safe rugs' });
    expect(matchPath('/jacobs/product/:id', '/jacobs/product/42')).toEqual({ id: '42' });
    expect(matchPath('/jacobs/product/:id', '/jacobs/product/')).toBeNull();
    // A malformed escape is kept as written rather than throwing during render.
    expect(matchPath('/jacobs/blog/:slug', '/jacobs/blog/100%')).toEqual({ slug: '100%' });
  });

  it('"*" matches anything (the not-found route)', () => {
    expect(matchPath('*', '/jacobs/nowhere/at/all')).toEqual({});
  });
});
