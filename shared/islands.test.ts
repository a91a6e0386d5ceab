// An island's name is its file's (decision 191): the site, the build and the server all name it so.
import { describe, expect, it } from 'vitest';
import { islandEntry, islandName } from './islands.ts';

describe('islands', () => {
  it('names an island by its file, whatever the folder and separator', () => {
    expect(islandName('./roi-calculator.island.tsx')).toBe('roi-calculator');
    expect(islandName('site/islands/contact-form.island.tsx')).toBe('contact-form');
    expect(islandName('C:\\site\\islands\\newsletter.island.tsx')).toBe('newsletter');
    expect(() => islandName('site/islands/toaster.tsx')).toThrow('is not an island file');
  });

  it('names its entry as the build manifest keys it', () => {
    expect(islandEntry('roi-calculator')).toBe('islands/roi-calculator.island.tsx?island-entry');
  });
});
