// The one accessibility scan of the end-to-end tests: axe-core's serious and critical violations,
// the ones a check fails on.
//
// Run as axe.run in the page (@axe-core/playwright's legacy mode), which reaches same-origin frames
// only: every frame the site and the admin draw is theirs (the page view's, which runs no script,
// is excluded where it is shown). The default mode runs axe in each frame, then opens a blank page
// to put the results together and injects axe into it again: 0.85-1.0 s a scan against 0.42-0.61 s,
// the same violations, on home, services, a post and two admin screens. Only violations are
// gathered in full (`resultTypes`), as nothing reads the rest.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  /** Where, one selector each. */
  targets: string[];
}

/** The serious and critical violations on the page (in `include` only, without `exclude`). */
export async function seriousViolations(page: Page, { include, exclude = [] }: { include?: string; exclude?: string[] } = {}): Promise<SeriousViolation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact!, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
