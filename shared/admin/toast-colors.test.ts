import { describe, expect, it } from 'vitest';
import { contrastRatio, rgbOfHex } from '../../tests/support/contrast.ts';
import { TOAST_COLORS } from './toast-colors.ts';

describe('toast colours', () => {
  it('measures the old success toast as the issue did: #d0eddb on #16a34a is 2.63:1', () => {
    expect(contrastRatio(rgbOfHex('#d0eddb'), rgbOfHex('#16a34a'))).toBeCloseTo(2.63, 1);
  });

  it.each(Object.entries(TOAST_COLORS))('%s toasts pass WCAG AA (4.5:1)', (_kind, { bg, fg }) => {
    expect(contrastRatio(rgbOfHex(fg), rgbOfHex(bg))).toBeGreaterThanOrEqual(4.5);
  });
});
