// What the booking pages do where script runs (docs/product/rules.md#booking), in a few hundred
// bytes written inline at the end of their booking section, which the Content-Security-Policy
// allows by its hash (server/http/security-headers.ts), so the text has this one owner. Everything
// works without it; it only adds:
// - a visitor's own time beside each Chicago time, when their device is in another zone: each
//   element marked `data-local` (an instant) inside a `data-site-zone` container gets its text
//   ("11:00 AM your time"; with the weekday when the visitor's date differs, all of it with
//   `data-local-full`), and the container is marked `data-local-shown`. It runs as the parser
//   reaches it, before the page is first drawn, and the elements are empty until then, so nothing
//   moves.
// - the page of this site the visitor came from (its path, never a query or another site), kept
//   for this tab while they pick a time and sent as the booking's `fromPage`, as the contact form's
//   script sends its own. Without script a booking has none, as a message has none.
import { paths } from './paths.ts';

export const SITE_ZONE_ATTRIBUTE = 'data-site-zone';
export const LOCAL_LABEL_ATTRIBUTE = 'data-local-label';
export const LOCAL_TIME_ATTRIBUTE = 'data-local';
export const LOCAL_FULL_ATTRIBUTE = 'data-local-full';
/** Set on a container whose times got the visitor's own beside them (a grid of times then gives each more room). */
export const LOCAL_SHOWN_ATTRIBUTE = 'data-local-shown';

const FROM_KEY = 'jacobs-book-from';

export const BOOKING_SCRIPT = `(()=>{const z=Intl.DateTimeFormat().resolvedOptions().timeZone;document.querySelectorAll("[${SITE_ZONE_ATTRIBUTE}]").forEach(c=>{const s=c.getAttribute("${SITE_ZONE_ATTRIBUTE}");if(s===z)return;c.setAttribute("${LOCAL_SHOWN_ATTRIBUTE}","");c.querySelectorAll("[${LOCAL_TIME_ATTRIBUTE}]").forEach(e=>{const d=new Date(e.getAttribute("${LOCAL_TIME_ATTRIBUTE}")),f=(o,t)=>d.toLocaleString("en-US",{timeZone:t,...o}),k=t=>f({dateStyle:"short"},t),l=e.hasAttribute("${LOCAL_FULL_ATTRIBUTE}"),o={hour:"numeric",minute:"2-digit"};if(l||k(z)!==k(s))o.weekday=l?"long":"short";if(l){o.month="long";o.day="numeric"}e.textContent=f(o,z)+" "+c.getAttribute("${LOCAL_LABEL_ATTRIBUTE}")})});try{const p=sessionStorage,r=document.referrer,h=location.origin+"/",u=r.startsWith(h)&&new URL(r).pathname;if(u&&!u.startsWith("${paths.book}"))p.setItem("${FROM_KEY}",u);const i=document.querySelector("input[name=fromPage]");if(i&&!i.value)i.value=p.getItem("${FROM_KEY}")||""}catch{}})()`;
