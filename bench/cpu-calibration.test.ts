import { afterEach, describe, expect, it } from 'vitest';
import { calibrateCpu, CONTROL_PAGE, cpuCalibrationCheck, cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './cpu-calibration.ts';

describe('the CPU slowdown for a benchmarkIndex (Lighthouse CPU slowdown calculator)', () => {
  it('meets the calculator at its anchor points: 150 is 1x, 800 is 2x, 1300 is 3x', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
  });

  it('is never above Lighthouse default 4x, which stands for a high-end desktop', () => {
    expect(cpuSlowdownFor(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(2500)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('is never below 1x on a very slow machine', () => {
    expect(cpuSlowdownFor(60)).toBe(1);
  });
});

describe('calibrateCpu', () => {
  const saved = process.env.BENCH_CPU_SLOWDOWN;
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_CPU_SLOWDOWN;
    else process.env.BENCH_CPU_SLOWDOWN = saved;
  });

  it('measures the bare control page and takes the median benchmarkIndex', async () => {
    delete process.env.BENCH_CPU_SLOWDOWN;
    const indexes = [1400, 1000, 1100];
    const pages: string[] = [];
    const calibration = await calibrateCpu(async (url) => {
      pages.push(await (await fetch(url)).text());
      return { benchmarkIndex: indexes[pages.length - 1], tbtMs: 40 + pages.length };
    });
    expect(pages).toEqual([CONTROL_PAGE, CONTROL_PAGE, CONTROL_PAGE]);
    expect(calibration).toMatchObject({ benchmarkIndex: 1100, benchmarkIndexRuns: indexes, cpuSlowdown: 2.6, forced: false, controlTbtAtDefaultMs: [41, 42, 43] });
    expect(cpuCalibrationCheck(calibration).measured).toBe('2.6x from benchmarkIndex 1100 (median of 1400/1000/1100); a bare static page at the default 4x: TBT 41/42/43 ms');
  });

  it('takes BENCH_CPU_SLOWDOWN as given, to see the default or any other slowdown', async () => {
    process.env.BENCH_CPU_SLOWDOWN = '4';
    const calibration = await calibrateCpu(async () => ({ benchmarkIndex: 1000, tbtMs: 0 }));
    expect(calibration.cpuSlowdown).toBe(4);
    expect(cpuCalibrationCheck(calibration).measured).toMatch(/^4x \(set by BENCH_CPU_SLOWDOWN\)/);
  });
});
