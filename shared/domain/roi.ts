// The staging ROI model (docs/product/rules.md#the-roi-model).

export const ROI_CONSTANTS = {
  priceIncreaseRate: 0.03,
  /** Carrying cost per year as a share of list price: 4% mortgage + 0.5% insurance + 0.3% utilities + 0.2% maintenance. */
  carryingRate: 0.05,
  baselineDays: 45,
} as const;

export const ROI_SLIDERS = {
  listPrice: { min: 100_000, max: 2_000_000, step: 25_000, defaultValue: 450_000 },
  rugSpend: { min: 1_000, max: 25_000, step: 500, defaultValue: 5_000 },
  daysToSale: { min: 5, max: 60, step: 1, defaultValue: 15 },
} as const;

export interface RoiInputs {
  listPrice: number;
  rugSpend: number;
  daysToSale: number;
}

export interface RoiResult {
  priceIncrease: number;
  carryingCostSavings: number;
  totalReturn: number;
  netReturn: number;
  /** Rounded to a whole number, as shown. */
  roiPercentage: number;
  daysSaved: number;
}

export function calculateRoi({ listPrice, rugSpend, daysToSale }: RoiInputs): RoiResult {
  const priceIncrease = listPrice * ROI_CONSTANTS.priceIncreaseRate;
  const daysSaved = Math.max(0, ROI_CONSTANTS.baselineDays - daysToSale);
  const carryingCostSavings = ((listPrice * ROI_CONSTANTS.carryingRate) / 365) * daysSaved;
  const totalReturn = priceIncrease + carryingCostSavings;
  const netReturn = totalReturn - rugSpend;
  const roiPercentage = rugSpend > 0 ? Math.round((netReturn / rugSpend) * 100) : 0;
  return { priceIncrease, carryingCostSavings, totalReturn, netReturn, roiPercentage, daysSaved };
}

/** Share (0–100) of the return visual that is filled; the spec clamps it to 0–100 percent. */
export function roiFillPercent(roiPercentage: number, scaleMax = 500): number {
  return Math.min(100, Math.max(0, (roiPercentage / scaleMax) * 100));
}

/** Product card ROI potential: (roiMultiplier*100-100) percent, no decimals. */
export function roiPotentialPercent(roiMultiplier: number): number {
  return Math.round(roiMultiplier * 100 - 100);
}
