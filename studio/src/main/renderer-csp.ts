// The renderer's Content Security Policy has two halves. index.html's meta holds everything known
// when the app is built (scripts from the app only, no plugins, no <base>, no form targets); this
// is the half only known at run time, sent as a header with the page: images from the app, from
// images picked offline (studio-media:), from the server the studio is connected to, and from
// blob: (a picture the screens read through the bridge, such as a Rug Fit room photo), nothing
// else, so a tracking pixel in a post's Markdown cannot call out. A page obeys both policies.
import { ELECTRON_MEDIA_SCHEME } from '../bridge/local-media.ts';

export function imagePolicy(serverUrl: string | null): string {
  const sources = ["'self'", 'blob:', `${ELECTRON_MEDIA_SCHEME}:`];
  if (serverUrl) sources.push(new URL(serverUrl).origin);
  return `img-src ${sources.join(' ')}`;
}
