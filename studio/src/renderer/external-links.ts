// Links that leave the studio (View Live Website, image URLs) open in the system browser via
// the bridge, never inside the app window.
import type { StudioWindowApi } from '../bridge/bridge.ts';

export function routeExternalLinks(bridge: StudioWindowApi) {
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.href);
      const leaves = url.origin !== window.location.origin || anchor.target === '_blank';
      if (!leaves || !/^(https?|mailto):$/.test(url.protocol)) return;
      event.preventDefault();
      void bridge.openExternal(url.href);
    },
    true,
  );
}
