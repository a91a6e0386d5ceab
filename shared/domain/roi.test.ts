import { describe, expect, it } from 'vitest';
import { calculateRoi, roiFillPercent, roiPotentialPercent, ROI_SLIDERS } from './roi.ts';

const defaults = {
  listPrice: ROI_SLIDERS.listPrice.defaultValue,
  rugSpend: ROI_SLIDERS.rugSpend.defaultValue,
  daysToSale: ROI_SLIDERS.daysToSale.defaultValue,
};

describe('calculateRoi', () => {
  it('gives the spec figures for the defaults (450,000 / 5,000 / 15 days)', () => {
    const result = calculateRoi(defaults);
    expect(result.priceIncrease).toBe(13_500);
    expect(result.daysSaved).toBe(30);
    expect(result.carryingCostSavings).toBeCloseTo(1849.32, 2);
    expect(result.totalReturn).toBeCloseTo(15_349.32, 2);
    expect(result.netReturn).toBeCloseTo(10_349.32, 2);
    expect(result.roiPercentage).toBe(207);
  });

  it('saves no days (and no carrying cost) at or above the 45-day baseline', () => {
    for (const daysToSale of [45, 46, 60]) {
      const result = calculateRoi({ ...defaults, daysToSale });
      expect(result.daysSaved).toBe(0);
      expect(result.carryingCostSavings).toBe(0);
      expect(result.totalReturn).toBe(result.priceIncrease);
    }
  });

  it('handles the slider bounds', () => {
    const low = calculateRoi({ listPrice: ROI_SLIDERS.listPrice.min, rugSpend: ROI_SLIDERS.rugSpend.max, daysToSale: ROI_SLIDERS.daysToSale.max });
    expect(low.priceIncrease).toBe(3000);
    expect(low.netReturn).toBe(3000 - 25_000);
    expect(low.roiPercentage).toBe(-88);
    const high = calculateRoi({ listPrice: ROI_SLIDERS.listPrice.max, rugSpend: ROI_SLIDERS.rugSpend.min, daysToSale: ROI_SLIDERS.daysToSale.min });
    expect(high.daysSaved).toBe(40);
    expect(high.priceIncrease).toBe(60_000);
    expect(Number.isFinite(high.roiPercentage)).toBe(true);
  });

  it('has the spec slider ranges and steps', () => {
    expect(ROI_SLIDERS.listPrice).toMatchObject({ min: 100_000, max: 2_000_000, step: 25_000 });
    expect(ROI_SLIDERS.rugSpend).toMatchObject({ min: 1000, max: 25_000, step: 500 });
    expect(ROI_SLIDERS.daysToSale).toMatchObject({ min: 5, max: 60, step: 1 });
  });
});

describe('roiFillPercent', () => {
  it('clamps the visual fill to 0-100', () => {
    expect(roiFillPercent(-50)).toBe(0);
    expect(roiFillPercent(250)).toBe(50);
    expect(roiFillPercent(5000)).toBe(100);
  });
});

describe('roiPotentialPercent', () => {
  it('is (multiplier*100-100) with no decimals', () => {
    expect(roiPotentialPercent(1.15)).toBe(15);
    expect(roiPotentialPercent(2)).toBe(100);
    expect(roiPotentialPercent(0.5)).toBe(-50);
  });
});
