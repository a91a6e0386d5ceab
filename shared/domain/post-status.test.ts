import { describe, expect, it } from 'vitest';
import { postStatus } from './post-status.ts';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

describe('postStatus', () => {
  it('is a draft while not published, whatever the date', () => {
    expect(postStatus({ published: false, publishedAt: '2026-06-01T09:00:00.000Z' }, NOW)).toEqual({ kind: 'draft' });
    expect(postStatus({ published: false, publishedAt: null }, NOW)).toEqual({ kind: 'draft' });
  });

  it('is scheduled while its publish date is ahead, and published from that minute on', () => {
    expect(postStatus({ published: true, publishedAt: '2026-05-01T12:01:00.000Z' }, NOW)).toEqual({ kind: 'scheduled', at: '2026-05-01T12:01:00.000Z' });
    expect(postStatus({ published: true, publishedAt: '2026-05-01T12:00:00.000Z' }, NOW)).toEqual({ kind: 'published' });
    expect(postStatus({ published: true, publishedAt: '2025-01-01T00:00:00.000Z' }, NOW)).toEqual({ kind: 'published' });
  });

  it('is published without a date', () => {
    expect(postStatus({ published: true, publishedAt: null }, NOW)).toEqual({ kind: 'published' });
  });
});
