// The public pages' Speculation Rules (decision 191): Chromium prefetches a page of the site a
// visitor is likely to open next (a link the pointer rests on or presses; on phones, by Chromium's
// own heuristics), so the normal page load that follows is served from that copy. Other browsers
// ignore the rules and load the link as usual. The server writes them inline in every public page
// and allows exactly this text by its hash in the Content-Security-Policy
// (server/http/security-headers.ts), so the text has this one owner. Prefetch, not prerender: a
// page's view is counted by the image it asks for once shown (decision 271), which a prerender
// would fetch before anyone opens the page.
import { RSS_PATH } from './paths.ts';

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/jacobs{/*}?' }, { not: { href_matches: RSS_PATH } }, { not: { selector_matches: '[target=_blank], [download]' } }] },
      eagerness: 'moderate',
    },
  ],
});

/** The element in a page's <head>. */
export const SPECULATION_RULES_SCRIPT = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
