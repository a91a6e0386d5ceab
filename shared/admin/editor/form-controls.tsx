// Labelled form controls: every control has a visible label, its error under it, and the
// focus ring of the admin theme.
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';

interface FieldFrameProps {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

function FieldFrame({ label, error, helper, required, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface TextControlProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  helper?: string;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'datetime-local' | 'date' | 'time';
  autoComplete?: string;
  disabled?: boolean;
}

export function TextField({ label, name, value, onChange, error, helper, required, placeholder, type = 'text', autoComplete, disabled }: TextControlProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      <Input
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        disabled={disabled}
        bg="white"
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** A text area grows with its text (CSS field-sizing) from `rows` lines, up to most of the screen. */
const GROWING = (rows: number) => ({ fieldSizing: 'content', minHeight: `calc(${rows}lh + 1rem)`, maxHeight: '70vh' });

export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  required,
  placeholder,
  disabled,
  rows = 4,
  monospace = false,
  grow = false,
}: Omit<TextControlProps, 'type'> & { rows?: number; monospace?: boolean; grow?: boolean }) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      <Textarea
       
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        bg="white"
        fontFamily={monospace ? 'mono' : undefined}
        fontSize={monospace ? 'sm' : undefined}
        resize="vertical"
        css={grow ? GROWING(rows) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** `min` and `max` are the field's (its help says them; the contract checks them); `step` 1 asks a phone for the digits keyboard. */
export function NumberField({ label, name, value, onChange, error, helper, required, step }: Omit<TextControlProps, 'type'> & { min?: number; max?: number; step?: number | 'any' }) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {/* Text, not type="number": a browser's number input reads "12,5OO" as 125 without a word; the form reads what is typed (shared/domain/typed-number.ts). */}
      <Input
        name={name}
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        bg="white"
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type Options = readonly { value: string; label: string }[];

/** A choice's select, its options by name (inside a field's frame: SelectField's, or the studio's refused-change view). */
export function OptionsSelect({ name, value, onChange, options, placeholder, size }: { name?: string; value: string; onChange(value: string): void; options: Options; placeholder?: string; size?: 'sm' }) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field name={name} value={value} bg="white" onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SelectField({ label, name, value, onChange, error, helper, required, options, placeholder }: Omit<TextControlProps, 'type'> & { options: Options }) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      <OptionsSelect name={name} value={value} onChange={onChange} options={options} placeholder={placeholder} />
    </FieldFrame>
  );
}

export function SwitchField({ label, name, checked, onChange, error }: { label: string; name: string; checked: boolean; onChange(checked: boolean): void; error?: string }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Switch.Root name={name} checked={checked} colorPalette="brand" onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput role="switch" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
