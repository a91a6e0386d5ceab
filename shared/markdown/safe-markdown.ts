// The owner's Markdown as HTML safe to put in a page: the text is trusted, any HTML in it is not.
// Posts (/content/blog/{slug}.md) and the pages' sections (site/sections/) are rendered here with
// one list of what may stay, so "sanitised as posts are" has one owner.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({
  gfm: true,
  renderer: {
    // A table's header row names its columns: a screen reader announces each cell with its column's
    // header. GFM tables have header cells only in that row, so each is scoped to its column.
    tablecell(cell) {
      if (!cell.header) return false;
      const align = cell.align ? ` align="${cell.align}"` : '';
      return `<th scope="col"${align}>${this.parser.parseInline(cell.tokens)}</th>\n`;
    },
  },
});

/** Tags and attributes Markdown may produce; anything else (scripts, handlers, iframes, styles) is dropped. */
const ALLOWED_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align', { name: 'scope', multiple: false, values: ['col', 'row', 'colgroup', 'rowgroup'] }],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Markdown as blocks (paragraphs, lists, tables): a post's body, a section's text. */
export const renderMarkdown = (text: string): string => sanitizeHtml(markdown.parse(text, { async: false }), ALLOWED_HTML);

/** Within a link (a card that is a link as a whole) a link may not stand: its words stay, the link goes. */
const WITHOUT_LINKS: sanitizeHtml.IOptions = { ...ALLOWED_HTML, allowedTags: ALLOWED_HTML.allowedTags ? ALLOWED_HTML.allowedTags.filter((tag) => tag !== 'a') : [] };

/** Markdown within a line (a subtitle): links and emphasis, no paragraphs; `links: false` inside a link. */
export const renderInlineMarkdown = (text: string, { links = true }: { links?: boolean } = {}): string =>
  sanitizeHtml(markdown.parseInline(text, { async: false }), links ? ALLOWED_HTML : WITHOUT_LINKS);
