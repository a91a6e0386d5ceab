// Text written into the XML the server sends (the sitemap, the blog's feed): escaped, and without
// any character XML 1.0 forbids, so one stored before the contract refused it (decision 115)
// cannot make the whole document unreadable to every feed reader and crawler.
import { escapeHtml } from './page-html.ts';

/** Outside XML 1.0's Char production: C0 controls but tab and line breaks, U+FFFE, U+FFFF, and unpaired surrogates. */
// oxlint-disable-next-line no-control-regex -- the control characters XML forbids are what this removes
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` as XML character data or an attribute value. */
export const xmlText = (value: string): string => escapeHtml(value.replace(XML_FORBIDDEN, ''));
