// A Playwright reporter that notes how long each spec file's tests took (both sizes, retries
// included), written as JSON to E2E_DURATIONS_FILE at the end of the run: scripts/e2e.ts balances
// its two halves by these times (tests/e2e/spec-durations.json) and writes them with --save-durations.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class DurationsReporter implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(): void {
    const out = process.env.E2E_DURATIONS_FILE;
    if (!out) return;
    writeFileSync(out, `${JSON.stringify(Object.fromEntries([...this.seconds].sort(([a], [b]) => a.localeCompare(b)).map(([file, seconds]) => [file, Math.round(seconds * 10) / 10])), null, 2)}\n`);
  }
}
