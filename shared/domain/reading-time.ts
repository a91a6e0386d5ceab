// A post's reading time from its Markdown, for posts saved without one: words at 200 a minute,
// rounded up, written as the admin's reading times are ("5 min read").

export const WORDS_PER_MINUTE = 200;

/** The words a reader reads: link targets, image addresses and HTML tags are not read aloud. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingTimeOf(markdown: string): string {
  const minutes = Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
