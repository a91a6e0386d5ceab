// The owner's Markdown as HTML safe to put in a page: the text is trusted, any HTML in it is not.
// Posts (/content/blog/{slug}.md) and the pages' sections (site/sections/) are rendered here with
// one list of what may stay, so "sanitised as posts are" has one owner.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Tags and attributes Markdown may produce; anything else (scripts, handlers, iframes, styles) is dropped. */
const ALLOWED_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Markdown as blocks (paragraphs, lists, tables): a post's body, a section's text. */
export const renderMarkdown = (markdown: string): string => sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), ALLOWED_HTML);

/** Within a link (a card that is a link as a whole) a link may not stand: its words stay, the link goes. */
const WITHOUT_LINKS: sanitizeHtml.IOptions = { ...ALLOWED_HTML, allowedTags: ALLOWED_HTML.allowedTags ? ALLOWED_HTML.allowedTags.filter((tag) => tag !== 'a') : [] };

/** Markdown within a line (a subtitle): links and emphasis, no paragraphs; `links: false` inside a link. */
export const renderInlineMarkdown = (markdown: string, { links = true }: { links?: boolean } = {}): string =>
  sanitizeHtml(marked.parseInline(markdown, { async: false, gfm: true }), links ? ALLOWED_HTML : WITHOUT_LINKS);
