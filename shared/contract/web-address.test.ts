// Every address the site stores takes the one rule of web-address.ts: walked here through every
// field of every record type (shared/contract/resources.ts), the items of its lists and every kind
// of a page's sections (sections/section-kinds.ts), so a new picture or link field anywhere is held
// to it without a list to keep. Picture addresses once skipped the text rule: a section picture, a
// team photo or a gallery item took NUL, a bell or U+202E (and the gallery's first became the
// product's imageUrl), and sections took `https:\\evil.example\x.png` and plain http://.
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors.ts';
import { RESOURCES } from './resources.ts';
import type { Field, Fields } from './resource-fields.ts';
import { SECTION_KINDS } from './sections/section-kinds.ts';

/** The kinds of field that hold an address, and where in the field's value it sits. */
const ADDRESS_KINDS = {
  url: { wrap: (address: string) => address, at: '' },
  link: { wrap: (address: string) => address, at: '' },
  image: { wrap: (src: string) => ({ src, alt: 'A rug' }), at: 'src' },
  imageList: { wrap: (url: string) => [{ url: 'https://cdn.example.com/first.jpg', alt: null }, { url, alt: 'A rug' }], at: '1.url' },
} as const satisfies Record<string, { wrap(address: string): unknown; at: string }>;
type AddressKind = keyof typeof ADDRESS_KINDS;
const holdsAddress = (field: Field): field is Field & { kind: AddressKind } => field.kind in ADDRESS_KINDS;

/** Every field a write sets that holds an address, by its path: within list items and within each kind of section too. */
function addressFields(fields: Fields, prefix: string): [string, Field & { kind: AddressKind }][] {
  return Object.entries(fields)
    .filter(([, field]) => !field.derived)
    .flatMap(([name, field]): [string, Field & { kind: AddressKind }][] => {
      const path = `${prefix}.${name}`;
      if (holdsAddress(field)) return [[path, field]];
      if (field.kind === 'items' && field.itemFields) return addressFields(field.itemFields, `${path}[]`);
      if (field.kind === 'sections') return Object.entries(SECTION_KINDS).flatMap(([kind, { fields: sectionFields }]) => addressFields(sectionFields, `${path}.${kind}`));
      return [];
    });
}

const ADDRESS_FIELDS = Object.values(RESOURCES).flatMap((resource) => addressFields(resource.fields as Fields, resource.name));

const CONTROL_AND_DIRECTION = ['\u0000', '\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\u202E', '\u2066', '\u200B', '\u200E', '\uFEFF', '\n', '\t'];
const REFUSED = [
  ...CONTROL_AND_DIRECTION.flatMap((char) => [`https://cdn.example.com/rug${char}.jpg`, `https://cdn${char}.example.com/rug.jpg`, `/media/0123456789abcdef/original${char}.jpg`]),
  'https:\\\\evil.example\\x.png',
  'https://cdn.example.com\\x.png',
  '/\\evil.example/x.png',
  'http://cdn.example.com/rug.jpg',
  'HTTP://cdn.example.com/rug.jpg',
  'https:evil.example/x.png',
  '//evil.example/x.png',
  'https://owner:secret@cdn.example.com/rug.jpg',
  'https://cdn.example.com/my rug.jpg',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'file:///etc/passwd',
  'ftp://cdn.example.com/rug.jpg',
  '/media/../../etc/passwd',
  'rug.jpg',
];
const ACCEPTED = ['https://cdn.example.com/rugs/heriz.jpg?w=800#front', '/media/0123456789abcdef/original.jpg', '/images/rugs/vintage-oushak.svg', 'https://例え.jp/ラグ.jpg', '  https://cdn.example.com/trimmed.jpg  ', '/jacobs/contact?product=3'];
const LINKS_ONLY = ['mailto:ann@example.com', 'tel:+1 312 555 0100', '#contact'];

const errorsOf = (field: Field, value: unknown) => {
  const result = field.input.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

describe('the address rule', () => {
  it('is walked through every address field of the contract', () => {
    const paths = ADDRESS_FIELDS.map(([path]) => path);
    // The walk reaches records, list items and every kind of section that holds a picture or a link.
    expect(paths).toEqual(
      expect.arrayContaining([
        'products.imageUrl',
        'products.gallery',
        'blog.imageUrl',
        'testimonials.imageUrl',
        'settings.bookingUrl',
        'pages.content.hero.picture',
        'pages.content.hero.buttons[].link',
        'pages.content.hero.collage[].picture',
        'pages.content.imageText.picture',
        'pages.content.cards.cards[].link',
        'pages.content.references.references[].url',
        'pages.content.team.members[].photo',
        'pages.content.banner.link',
      ]),
    );
  });

  it.each(ADDRESS_FIELDS)('%s refuses every address that is not clean https:// or a path of this site, naming where', (_path, field) => {
    const { wrap, at } = ADDRESS_KINDS[field.kind];
    for (const address of REFUSED) {
      const errors = errorsOf(field, wrap(address));
      expect(Object.keys(errors), JSON.stringify(address)).toEqual([at || 'body']);
    }
    for (const address of ACCEPTED) expect(errorsOf(field, wrap(address)), address).toEqual({});
    for (const address of LINKS_ONLY) expect(Object.keys(errorsOf(field, wrap(address))), address).toEqual(field.kind === 'link' ? [] : [at || 'body']);
  });

  it.each(ADDRESS_FIELDS)('%s says what is wrong', (_path, field) => {
    const { wrap, at } = ADDRESS_KINDS[field.kind];
    const message = (address: string) => errorsOf(field, wrap(address))[at || 'body'];
    expect(message('https://cdn.example.com/a\u0001.jpg')).toBe('Must not contain control characters');
    expect(message('https://cdn.example.com/\u202Egpj.exe')).toBe('Must not contain text direction overrides');
    expect(message('https://cdn.example.com/\u200Ba.jpg')).toBe('Must not contain invisible characters');
    expect(message('https:\\\\evil.example\\x.png')).toBe('Must not contain a backslash (\\)');
    expect(message('http://cdn.example.com/a.jpg')).toBe('Must start with https:// (or be a path on this site, /…)');
    expect(message('https://cdn.example.com/a b.jpg')).toBe('Must not contain spaces (write %20)');
  });
});
