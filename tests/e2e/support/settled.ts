// Conditions the end-to-end tests wait for instead of a fixed time: a page whose animations have
// ended (before a screenshot, a contrast reading or an axe run), and a page whose queued work has
// run (the frames a layout shift or an element's load/error handler needs).
import type { Locator, Page } from '@playwright/test';

/**
 * Until every finite animation and transition in the page (or under `scope`) has ended: a dialog's
 * or a toast's entry, a panel sliding in. Endless ones (a spinner) do not end and are left out.
 */
export async function animationsEnded(scope: Page | Locator): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const root = 'page' in scope ? await scope.elementHandle() : null;
  await page.waitForFunction(
    (element) =>
      (element ? element.getAnimations({ subtree: true }) : document.getAnimations()).every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
    root,
  );
}

/**
 * Until the page has drawn two more frames: the tasks queued before now (an image's load or error
 * event, a layout-shift entry of the last layout) have run by then.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
}
