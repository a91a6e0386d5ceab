import { describe, expect, it } from 'vitest';
import { coreServiceFields, ICON_NAMES, SERVICE_ICON_LABELS } from './core-services.ts';

describe('service icon names', () => {
  it("keeps the spec's fourteen icon names, in its order", () => {
    expect(ICON_NAMES).toEqual(['TrendingUp', 'Home', 'Sparkles', 'BookOpen', 'Calendar', 'Gift', 'Shield', 'Cpu', 'BarChart3', 'Building2', 'Heart', 'Scroll', 'LineChart', 'Palette']);
  });

  it('gives each icon a distinct human name: words, not an identifier', () => {
    const labels = Object.values(SERVICE_ICON_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
    expect(SERVICE_ICON_LABELS.BarChart3).toBe('Bar chart');
  });

  it('the icon picker stores the icon name and shows the human one', () => {
    expect(coreServiceFields.iconName.options).toContainEqual({ value: 'BarChart3', label: 'Bar chart' });
    expect(coreServiceFields.iconName.options.map((option) => option.value)).toEqual(ICON_NAMES);
  });
});
