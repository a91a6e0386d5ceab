import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Tags and attributes an article may use; anything else (scripts, handlers, iframes, styles) is dropped. */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
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

/** A post's Markdown as HTML safe to inject into the page: the owner's text is trusted, its HTML is not. */
export function renderArticle(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ARTICLE_HTML);
}
