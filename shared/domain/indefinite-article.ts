// "a" or "an" before a name, by how the name is said, not how it is spelled (a
// neighborhood page read "Selling or refreshing a Evanston home?"). The owner can add any area, so
// the rule covers names beyond today's 17: a vowel sound takes "an" (an Evanston, an Uptown, an
// Hour...), a vowel letter said as a consonant takes "a" (a Ukrainian Village, a University
// Village, a Eugene, a One Loft).

/** Vowel letters said with a consonant sound first ("yoo", "wuh"). */
const CONSONANT_SOUNDING = /^(?:u(?:ni|kr|s[aeu]|ti|ra|re)|eu|ewe|one\b|once\b)/i;
/** Consonant letters said with a vowel sound first: a silent h. */
const VOWEL_SOUNDING = /^(?:hour|honest|honou?r|heir)/i;

/** The article a name takes: "an" for Evanston, "a" for Lincoln Park. */
export function indefiniteArticle(name: string): 'a' | 'an' {
  const word = name.trim();
  if (VOWEL_SOUNDING.test(word)) return 'an';
  if (CONSONANT_SOUNDING.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The name with its article: "an Evanston", "a Lincoln Park". */
export const withIndefiniteArticle = (name: string): string => `${indefiniteArticle(name)} ${name.trim()}`;
