// The two ways a rug can suit a room (Rug Fit): without colour science, so the contract and any
// page can name them without loading it.

export const FIT_MODE_IDS = ['blend', 'pop'] as const;
export type FitMode = (typeof FIT_MODE_IDS)[number];

/** As the page offers them. */
export const FIT_MODES: readonly { id: FitMode; label: string }[] = [
  { id: 'blend', label: 'Blend in' },
  { id: 'pop', label: 'Make it pop' },
];

export const fitModeLabel = (mode: FitMode): string => FIT_MODES.find((entry) => entry.id === mode)!.label;
