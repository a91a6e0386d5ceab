// Typography for the owner's Markdown as the site draws it: a post's article whole, and the
// headings of a section's text.

/**
 * The headings the owner writes in Markdown (##, ###, ####), in a post and in a section's text: the
 * site's heading face, a size for each level. In `color` (a section on a dark band is light).
 */
export const markdownHeadingStyles = (color: string) =>
  ({
    '& h2': { fontFamily: 'heading', fontSize: { base: '1.9rem', md: '2.25rem' }, fontWeight: '600', lineHeight: '1.2', color, marginTop: '2em' },
    '& h3': { fontFamily: 'heading', fontSize: { base: '1.5rem', md: '1.75rem' }, fontWeight: '600', lineHeight: '1.25', color, marginTop: '1.6em' },
    '& h4': { fontWeight: '700', marginTop: '1.5em' },
  }) as const;

export const articleStyles = {
  fontSize: { base: '1.0625rem', md: '1.125rem' },
  lineHeight: '1.8',
  color: 'walnut.800',
  '& > * + *': { marginTop: '1.25em' },
  ...markdownHeadingStyles('walnut.900'),
  '& a': { color: 'madder.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.4em' },
  '& li::marker': { color: 'madder.600' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'saffron.400',
    paddingInlineStart: '1.25em',
    // The headings' face and weight, whose file every page already has: an italic was a fourth
    // font file for a post, fetched before its largest paint (decision 250).
    fontFamily: 'heading',
    fontSize: '1.4em',
    fontWeight: '600',
    color: 'walnut.900',
  },
  '& strong': { color: 'walnut.900', fontWeight: '700' },
  '& hr': { borderColor: 'border', marginBlock: '2.5em' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.95em', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderBottomWidth: '1px', borderColor: 'border', padding: '0.6em 0.8em', textAlign: 'start' },
  '& th': { bg: 'ivory.100', fontWeight: '700' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'ivory.100', paddingInline: '0.3em', borderRadius: 'sm' },
} as const;
