import { describe, expect, it } from 'vitest';
import { formatHours, parseHours, unionOf, withoutRanges } from './hours.ts';

describe('opening hours as written', () => {
  it('reads ranges in the one form, with several a day', () => {
    expect(parseHours('9:00-12:00,13:00 – 17:30')).toEqual({ ranges: [{ start: 540, end: 720 }, { start: 780, end: 1050 }] });
    expect(formatHours([{ start: 540, end: 720 }, { start: 780, end: 1440 }])).toBe('09:00-12:00, 13:00-24:00');
    expect(parseHours('  ')).toEqual({ ranges: [] });
  });

  it('says what is wrong', () => {
    expect(parseHours('9am-5pm')).toEqual({ problem: 'format' });
    expect(parseHours('09:00-25:00')).toEqual({ problem: 'format' });
    expect(parseHours('24:00-24:00')).toEqual({ problem: 'format' });
    expect(parseHours('09:03-12:00')).toEqual({ problem: 'step' });
    expect(parseHours('12:00-09:00')).toEqual({ problem: 'order' });
    expect(parseHours('09:00-12:00, 11:00-13:00')).toEqual({ problem: 'order' });
  });

  it('joins and cuts ranges', () => {
    expect(unionOf([{ start: 600, end: 700 }, { start: 500, end: 600 }])).toEqual([{ start: 500, end: 700 }]);
    expect(withoutRanges([{ start: 540, end: 1080 }], [{ start: 720, end: 780 }])).toEqual([{ start: 540, end: 720 }, { start: 780, end: 1080 }]);
    expect(withoutRanges([{ start: 540, end: 1080 }], [{ start: 0, end: 1440 }])).toEqual([]);
  });
});
