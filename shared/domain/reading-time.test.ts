import { describe, expect, it } from 'vitest';
import { readingTimeOf, wordCount } from './reading-time.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readingTimeOf', () => {
  it('is words at 200 a minute, rounded up, as "N min read"', () => {
    expect(readingTimeOf(words(200))).toBe('1 min read');
    expect(readingTimeOf(words(201))).toBe('2 min read');
    expect(readingTimeOf(words(1600))).toBe('8 min read');
  });

  it('is at least a minute, even for an empty body', () => {
    expect(readingTimeOf('')).toBe('1 min read');
    expect(readingTimeOf('Hello.')).toBe('1 min read');
  });
});

describe('wordCount', () => {
  it('counts words, not Markdown marks, link targets or tags', () => {
    expect(wordCount('## A heading\n\n- one *item*\n- two\n\n> quoted')).toBe(6);
    expect(wordCount('See [our guide](https://example.com/a/long/path) and ![a rug](/images/rug.jpg).')).toBe(6);
    expect(wordCount('<p>Two words</p> --- ***')).toBe(2);
    expect(wordCount('Café naïve 2024')).toBe(3);
  });
});
