// The ROI calculator of /jacobs/proof-roi (docs/product/routes.md, docs/product/api.md#payload-rules, docs/product/copy.md#constants): three sliders, and results
// that recompute on every movement. An island (decision 191): the server renders it at the defaults
// and the browser hydrates it; before that the sliders already move, and the first render in the
// browser takes up whatever value a visitor chose meanwhile.
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { formatCount, formatDollars } from '../../shared/domain/format.ts';
import { ROI_CONSTANTS, ROI_SLIDERS, calculateRoi, roiFillPercent, type RoiInputs } from '../../shared/domain/roi.ts';
import { cardStyles } from '../components/card-styles.ts';
import { ROI_USE_PATH } from '../../shared/contract/roi-use.ts';
import { brandColors, withAlpha } from '../../shared/brand.ts';
import { useFieldMarks } from '../sections/field-marks.tsx';

const { madder, ivory, saffron } = brandColors;

const SLIDERS: { key: keyof RoiInputs; label: string; format: (value: number) => string }[] = [
  { key: 'listPrice', label: 'List price', format: formatDollars },
  { key: 'rugSpend', label: 'Rug spend', format: formatDollars },
  { key: 'daysToSale', label: 'Expected days to sale', format: (value) => formatCount(value, 'day') },
];

const DEFAULT_INPUTS: RoiInputs = {
  listPrice: ROI_SLIDERS.listPrice.defaultValue,
  rugSpend: ROI_SLIDERS.rugSpend.defaultValue,
  daysToSale: ROI_SLIDERS.daysToSale.defaultValue,
};

let used = false;
/**
 * The visitor's first move of a slider on this page tells the server the calculator was used: a
 * conversion of the visit (README, Visits), counted once a visit there. The island's own request,
 * no cookie; a failure changes nothing for the visitor.
 */
function noteUse(): void {
  if (used) return;
  used = true;
  fetch(ROI_USE_PATH, { method: 'POST', keepalive: true }).catch(() => undefined);
}

interface RoiCalculatorProps {
  /** The words above the sliders (the page's ROI calculator section) and the id its heading carries. */
  heading: { eyebrow: string | null; title: string; id: string };
}

export default function RoiCalculator({ heading }: RoiCalculatorProps) {
  // In the Pages editor's page view its heading is the section's fields (never on a public page).
  const mark = useFieldMarks();
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_INPUTS);
  const result = calculateRoi(inputs);
  const fill = roiFillPercent(result.roiPercentage);

  return (
    <div className="roi-grid">
      <div className="roi-card roi-inputs">
        <div>
          {heading.eyebrow ? (
            <p className="roi-eyebrow" {...mark('eyebrow')}>
              {heading.eyebrow}
            </p>
          ) : null}
          <h2 id={heading.id} className="roi-heading" {...mark('title')}>
            {heading.title}
          </h2>
        </div>
        {SLIDERS.map((slider) => (
          <RangeField
            key={slider.key}
            label={slider.label}
            value={inputs[slider.key]}
            {...ROI_SLIDERS[slider.key]}
            format={slider.format}
            testId={`slider-${slider.key}`}
            onChange={(value) => {
              noteUse();
              setInputs((current) => ({ ...current, [slider.key]: value }));
            }}
          />
        ))}
        <p className="roi-note">
          Baseline: {ROI_CONSTANTS.baselineDays} days to sale without staging. Staging is modeled as a {ROI_CONSTANTS.priceIncreaseRate * 100}% price increase.
        </p>
        {/* On a phone the results are below the sliders: this line stays in view while one moves; the results themselves are announced. */}
        <p className="roi-compact" aria-hidden="true" data-testid="roi-compact">
          <span className="roi-compact-percentage">{result.roiPercentage}% ROI</span>
          <span>Net return {formatDollars(result.netReturn)}</span>
        </p>
      </div>

      <div className="roi-results" aria-live="polite" data-testid="roi-results">
        <div className="roi-card roi-headline">
          <p className="roi-headline-label">Return on rug spend</p>
          <p className="roi-percentage" data-testid="roi-percentage">
            {result.roiPercentage}%
          </p>
          <p className="roi-net">
            Net return{' '}
            <span className="roi-net-value" data-testid="roi-net-return">
              {formatDollars(result.netReturn)}
            </span>{' '}
            on {formatDollars(inputs.rugSpend)} of rugs
          </p>
          <div
            className="roi-meter"
            role="meter"
            aria-label="ROI scale"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(fill)}
            aria-valuetext={`${result.roiPercentage}% ROI`}
          >
            <div className="roi-meter-fill" style={{ width: `${fill}%` }} data-testid="roi-fill" data-fill={fill} />
          </div>
          <div className="roi-scale">
            <span>0%</span>
            <span>500%+</span>
          </div>
        </div>
        <div className="roi-result-cards">
          <ResultCard label="Price increase" value={formatDollars(result.priceIncrease)} note="3% of list price" testId="roi-price-increase" />
          <ResultCard label="Carrying cost savings" value={formatDollars(result.carryingCostSavings)} note={`${formatCount(result.daysSaved, 'day')} at 5% a year`} testId="roi-carrying-savings" />
          <ResultCard label="Total return" value={formatDollars(result.totalReturn)} note="Price increase plus savings" testId="roi-total-return" />
          <ResultCard label="Days saved" value={String(result.daysSaved)} note={`Against a ${ROI_CONSTANTS.baselineDays}-day baseline`} testId="roi-days-saved" />
        </div>
      </div>
    </div>
  );
}

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
  testId: string;
}

function RangeField({ label, value, min, max, step, format, onChange, testId }: RangeFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The server-rendered slider moves before the island has hydrated, and no handler sees that move:
  // once React has the element, a value the visitor already chose wins over the default.
  const startValue = useRef({ value, onChange });
  useEffect(() => {
    const moved = input.current ? Number(input.current.value) : NaN;
    if (!Number.isNaN(moved) && moved !== startValue.current.value) startValue.current.onChange(moved);
  }, []);
  const percent = ((value - min) / (max - min)) * 100;
  return (
    <div className="roi-field">
      <div className="roi-field-head">
        <label htmlFor={id} className="roi-field-label">
          {label}
        </label>
        <output htmlFor={id} className="roi-field-value" data-testid={`${testId}-value`}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        className="roi-slider"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        data-testid={testId}
        ref={input}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        style={{ '--fill': `${percent}%` } as CSSProperties}
      />
      <div className="roi-field-range">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}

function ResultCard({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <div className="roi-card roi-result">
      <p className="roi-result-label">{label}</p>
      <p className="roi-result-value" data-testid={testId}>
        {value}
      </p>
      <p className="roi-result-note">{note}</p>
    </div>
  );
}

const heading = { fontFamily: 'heading', fontWeight: '700' } as const;

export const styles: PageStyleRules[] = [
  {
    '& .roi-grid': { display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1.1fr' }, gap: { base: '8', lg: '10' }, alignItems: 'start' },
    '& .roi-card': cardStyles,
    '& .roi-inputs': { display: 'flex', flexDirection: 'column', p: { base: '6', md: '8' }, gap: '8' },
    '& .roi-eyebrow': { fontSize: 'xs', fontWeight: '700', textTransform: 'uppercase', letterSpacing: '0.2em', color: 'madder.700' },
    '& .roi-heading': { fontFamily: 'heading', fontWeight: '600', letterSpacing: '-0.01em', lineHeight: '1.2', color: 'walnut.900', fontSize: { base: '2xl', md: '3xl' }, mt: '2' },
    '& .roi-note': { fontSize: 'sm', color: 'fg.muted' },
    '& .roi-compact': {
      display: { base: 'flex', lg: 'none' },
      position: 'sticky',
      bottom: '0',
      zIndex: '1',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '3',
      mx: { base: '-6', md: '-8' },
      mb: { base: '-6', md: '-8' },
      px: { base: '6', md: '8' },
      py: '3',
      bg: 'indigo.800',
      color: 'ivory.50',
      borderBottomRadius: 'xl',
      boxShadow: '0 -6px 16px -8px rgba(42,29,21,0.35)',
    },
    '& .roi-compact-percentage': { ...heading, fontSize: '2xl', color: 'saffron.300' },
    '& .roi-field': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& .roi-field-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' },
    '& .roi-field-label': { fontWeight: '600' },
    '& .roi-field-value': { ...heading, fontSize: '2xl', color: 'madder.700' },
    '& .roi-field-range': { display: 'flex', justifyContent: 'space-between', fontSize: 'xs', color: 'fg.muted' },
    '& .roi-slider': {
      w: 'full',
      h: '8',
      bg: 'transparent',
      cursor: 'pointer',
      appearance: 'none',
      '&::-webkit-slider-runnable-track': { height: '6px', borderRadius: '999px', background: `linear-gradient(to right, ${madder[600]} 0 var(--fill), ${ivory[300]} var(--fill) 100%)` },
      '&::-moz-range-track': { height: '6px', borderRadius: '999px', background: ivory[300] },
      '&::-moz-range-progress': { height: '6px', borderRadius: '999px', background: madder[600] },
      '&::-webkit-slider-thumb': {
        appearance: 'none',
        width: '22px',
        height: '22px',
        marginTop: '-8px',
        borderRadius: '50%',
        background: ivory[50],
        border: `3px solid ${madder[600]}`,
        boxShadow: `0 1px 4px ${withAlpha(brandColors.walnut[900], 0.3)}`,
      },
      '&::-moz-range-thumb': { width: '18px', height: '18px', borderRadius: '50%', background: ivory[50], border: `3px solid ${madder[600]}` },
      '&:focus-visible': { outline: `3px solid ${saffron[500]}`, outlineOffset: '4px', borderRadius: '4px' },
    },
    '& .roi-results': { display: 'flex', flexDirection: 'column', gap: '5' },
    '& .roi-headline': { bg: 'indigo.800', borderColor: 'indigo.800', color: 'ivory.50', p: { base: '6', md: '8' } },
    '& .roi-headline-label': { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: '0.2em', color: 'saffron.300', fontWeight: '700' },
    '& .roi-percentage': { ...heading, fontSize: { base: '6xl', md: '7xl' }, lineHeight: '1', mt: '2' },
    '& .roi-net': { color: 'ivory.200', mt: '1' },
    '& .roi-net-value': { fontWeight: '700', color: 'ivory.50' },
    '& .roi-meter': { mt: '6', h: '3', bg: 'whiteAlpha.200', borderRadius: 'full', overflow: 'hidden' },
    '& .roi-meter-fill': { h: 'full', bgGradient: 'to-r', gradientFrom: 'saffron.400', gradientTo: 'madder.400', borderRadius: 'full', transition: 'width 0.15s ease' },
    '& .roi-scale': { display: 'flex', justifyContent: 'space-between', fontSize: 'xs', color: 'ivory.300', mt: '2' },
    '& .roi-result-cards': { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' },
    '& .roi-result': { p: '5' },
    '& .roi-result-label': { fontSize: 'sm', color: 'fg.muted', fontWeight: '600' },
    '& .roi-result-value': { ...heading, fontSize: '3xl', color: 'walnut.900', lineHeight: '1.2' },
    '& .roi-result-note': { fontSize: 'xs', color: 'fg.muted' },
  },
];
