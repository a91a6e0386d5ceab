// Script-injection payloads the owner's text fields must keep inert, shared by the server-side
// test (tests/integration/hardening/xss.test.ts) and the browser test (xss.spec.ts). Each one, if
// it ever ran, would set `window.__xss` to its name and open a dialog, so a browser catches it.
// Every payload is one line (single-line fields refuse line breaks, decision 115) and fits the
// shortest text field it is stored in (120 characters).
import { optionalMarkdown } from '../../../shared/contract/sections/section-fields.ts';

export const XSS_PAYLOADS: readonly string[] = [
  `<script>window.__xss='script';alert('script')</script>`,
  `<img src=x onerror="window.__xss='img';alert('img')">`,
  `<svg onload="window.__xss='svg';alert('svg')">`,
  `"><script>window.__xss='attr-break';alert(1)</script>`,
  `'><img src=x onerror=window.__xss='quote-break'>`,
  `</script><script>window.__xss='script-close';alert(1)</script>`,
  `</title><script>window.__xss='title-close'</script>`,
  `javascript:window.__xss='js-url';alert('js-url')`,
  `[click me](javascript:window.__xss='md-link';alert(1))`,
  `![pic](javascript:window.__xss='md-img')`,
  `<a href="javascript:window.__xss='anchor';alert(1)">anchor</a>`,
  `<a href="&#106;avascript:window.__xss='entity-js'">entity</a>`,
  `<a href=" jAvAsCrIpT:window.__xss='mixed-js'">mixed</a>`,
  `{{constructor.constructor('window.__xss="template";alert(1)')()}}`,
  '${window.__xss="template-literal"}',
  `&lt;script&gt;window.__xss='entity'&lt;/script&gt;`,
  `&#60;img src=x onerror=window.__xss='numeric-entity'&#62;`,
  `<iframe src="javascript:window.__xss='iframe'"></iframe>`,
  `<details open ontoggle="window.__xss='details'">d</details>`,
  `<input autofocus onfocus="window.__xss='autofocus'">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='mxss'>`,
  `<object data="javascript:window.__xss='object'"></object>`,
  `<body onload="window.__xss='body'">`,
  `data:text/html,<script>window.__xss='data-url'</script>`,
];

/** An image URL the contract accepts (http) that tries to break out of the src attribute. */
export const XSS_IMAGE_URL = `https://example.com/x.jpg"onerror="window.__xss='image-url'`;

/** A booking link the contract accepts that tries to break out of href. */
export const XSS_BOOKING_URL = `https://example.com/book?x="><script>window.__xss='booking'</script>`;

/** All payloads as one Markdown document: as text, as links and images, and as raw HTML blocks. */
export function xssMarkdown(): string {
  // The safe parts come first: an unclosed <style> or <math> payload swallows what follows it.
  return [
    '# Heading <script>window.__xss="heading"</script>',
    '',
    '<a href="https://ok.example" onclick="window.__xss=\'onclick\'">ok</a>',
    '',
    '```html\n<script>window.__xss="in-code"</script>\n```',
    '',
    `[ref][1]\n\n[1]: javascript:window.__xss='md-ref'`,
    '',
    '[plain](javascript:alert(1)) [vb](vbscript:msgbox(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '',
    ...XSS_PAYLOADS.map((payload, index) => `Paragraph ${index}: ${payload}`),
    '',
    ...XSS_PAYLOADS.map((payload) => `\n${payload}\n`),
  ].join('\n');
}

/** The payloads the contract lets into a section's Markdown (no HTML tags, no script links): inert text. */
const MARKDOWN_PAYLOADS = XSS_PAYLOADS.filter((payload) => optionalMarkdown(4000).safeParse(payload).success);

/**
 * A page's content with a payload in each text field of a hero, a text section and a call to
 * action (the footer: its own section), `pick(n)` choosing the payload of the n-th field.
 */
export function xssPageContent(pageSlug: string, pick: (offset: number) => string) {
  const markdown = (offset: number) => MARKDOWN_PAYLOADS[offset % MARKDOWN_PAYLOADS.length];
  if (pageSlug === 'footer') return { sections: [{ kind: 'footer', blurb: pick(0), shopTitle: pick(1).slice(0, 80), servicesTitle: pick(2).slice(0, 80), companyTitle: pick(3).slice(0, 80), note: pick(4) }] };
  return {
    sections: [
      { kind: 'hero', eyebrow: pick(0), title: pick(1), subtitle: markdown(2), buttons: [{ label: pick(3).slice(0, 80), link: '/jacobs/contact' }], stats: [{ value: pick(4).slice(0, 60), label: pick(5) }] },
      { kind: 'richText', eyebrow: pick(6), title: pick(7), body: markdown(8) },
      { kind: 'callToAction', title: pick(9), text: pick(10) },
    ],
  };
}
