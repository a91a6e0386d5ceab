// The public site's form controls (contact form, newsletter, shop dropdowns): native elements with
// a label, styled like Chakra's Field, Input, Textarea and NativeSelect. Their styles live here, in
// the chunks of the two pages with forms, instead of as recipes in the theme every page loads, and
// they need none of Chakra's field machinery (decision 092: the first-render budget).
import { chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { createContext, use, useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';

interface FieldState {
  id: string;
  required: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

/** The label's and control's shared id and required flag, for the control inside a FormField. */
function useField(): Partial<FieldState> {
  return use(FieldContext) ?? {};
}

const FieldRoot = chakra('div', { base: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: '100%', position: 'relative', gap: '1.5' } });

const Label = chakra('label', { base: { display: 'flex', alignItems: 'center', textAlign: 'start', textStyle: 'sm', fontWeight: 'medium', gap: '1', userSelect: 'none' } });

interface FormFieldProps extends Omit<ComponentProps<typeof FieldRoot>, 'children'> {
  label: ReactNode;
  /** Marks the control required (the browser then refuses an empty submission) and shows an asterisk. */
  required?: boolean;
  /** A label for screen readers only, where the placeholder and layout say it visually. */
  labelHidden?: boolean;
  children: ReactNode;
}

export function FormField({ label, required = false, labelHidden = false, children, ...rest }: FormFieldProps) {
  const id = useId();
  return (
    <FieldContext value={{ id, required }}>
      <FieldRoot {...rest}>
        <Label htmlFor={id} srOnly={labelHidden || undefined}>
          {label}
          {required ? (
            <chakra.span aria-hidden color="fg.error" lineHeight="1">
              *
            </chakra.span>
          ) : null}
        </Label>
        {children}
      </FieldRoot>
    </FieldContext>
  );
}

// Chakra's outline input at its "md" and "lg" sizes.
const controlBase = {
  width: '100%',
  minWidth: '0',
  outline: '0',
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: 'l2',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  focusVisibleRing: 'inside',
  focusRingColor: 'colorPalette.focusRing',
  _disabled: { layerStyle: 'disabled' },
} as const;

const StyledInput = chakra('input', {
  base: { ...controlBase, height: 'var(--input-height)' },
  variants: { size: { md: { textStyle: 'sm', px: '3', '--input-height': 'sizes.10' }, lg: { textStyle: 'md', px: '4', '--input-height': 'sizes.11' } } },
  defaultVariants: { size: 'md' },
});

const StyledTextarea = chakra('textarea', {
  base: controlBase,
  variants: { size: { md: { textStyle: 'sm', px: '3', py: '2' }, lg: { textStyle: 'md', px: '4', py: '3' } } },
  defaultVariants: { size: 'md' },
});

const StyledSelect = chakra('select', {
  base: { ...controlBase, lineHeight: 'normal', height: 'var(--select-height)', '& > option, & > optgroup': { bg: 'bg' } },
  variants: { size: { md: { textStyle: 'sm', ps: '3', pe: '8', '--select-height': 'sizes.10' }, lg: { textStyle: 'md', ps: '4', pe: '8', '--select-height': 'sizes.11' } } },
  defaultVariants: { size: 'md' },
});

export function TextInput(props: ComponentProps<typeof StyledInput>) {
  const { id, required } = useField();
  return <StyledInput id={id} required={required} {...props} />;
}

export function TextArea(props: ComponentProps<typeof StyledTextarea>) {
  const { id, required } = useField();
  return <StyledTextarea id={id} required={required} {...props} />;
}

/** A native <select> with the brand's border and a chevron. */
export function SelectInput(props: ComponentProps<typeof StyledSelect>) {
  const { id, required } = useField();
  return (
    <chakra.div position="relative" width="100%">
      <StyledSelect id={id} required={required} {...props} />
      <chakra.span position="absolute" insetEnd="2.5" top="50%" transform="translateY(-50%)" pointerEvents="none" display="inline-flex" color="fg.muted" aria-hidden>
        <ChevronDown size={18} />
      </chakra.span>
    </chakra.div>
  );
}

/**
 * The contract's honeypot: off screen (not display:none, which bots skip), out of the tab order,
 * hidden from screen readers, never autofilled. People leave it empty; form-filling bots fill it,
 * and the server then drops their submission.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const id = useId();
  return (
    <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </chakra.div>
  );
}
