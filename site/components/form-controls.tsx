// The public site's form controls (the contact form, the newsletter, the shop's dropdowns): native
// elements with a label, styled like Chakra's Field, Input, Textarea and NativeSelect by
// form-styles.ts. Plain React, with no Chakra at run time, so the islands (decision 191) render them
// in the browser as the server does; the page using them writes formStyles into its <head>.
import { ChevronDown } from 'lucide-react';
import { createContext, use, useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';

interface FieldState {
  id: string;
  required: boolean;
  /** The id of the field's error text, while it has one. */
  errorId?: string;
}

const FieldContext = createContext<FieldState | null>(null);

/** The label's and control's shared id and required flag, for the control inside a FormField. */
function useField(): Partial<FieldState> {
  return use(FieldContext) ?? {};
}

interface FormFieldProps {
  label: ReactNode;
  /** Marks the control required (the browser then refuses an empty submission) and shows an asterisk. */
  required?: boolean;
  /** A label for screen readers only, where the placeholder and layout say it visually. */
  labelHidden?: boolean;
  /** Extra class names of the field (its place in a layout). */
  className?: string;
  /** Why the server refused the field's value, shown below it (a plain form's refusal: shared/plain-forms.ts). */
  error?: string;
  children: ReactNode;
}

export function FormField({ label, required = false, labelHidden = false, className, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldContext value={{ id, required, errorId }}>
      <div className={className ? `field ${className}` : 'field'}>
        <label htmlFor={id} className={labelHidden ? 'field-label visually-hidden' : 'field-label'}>
          {label}
          {required ? (
            <span aria-hidden className="field-required">
              *
            </span>
          ) : null}
        </label>
        {children}
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext>
  );
}

type Size = 'md' | 'lg';

/** A control's error state: marked invalid and described by its error text. */
const errorProps = (errorId: string | undefined) => (errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

export function TextInput({ size = 'md', ...props }: Omit<ComponentProps<'input'>, 'size'> & { size?: Size }) {
  const { id, required, errorId } = useField();
  return <input id={id} required={required} className="field-control field-input" data-size={size} {...errorProps(errorId)} {...props} />;
}

export function TextArea({ size = 'md', ...props }: ComponentProps<'textarea'> & { size?: Size }) {
  const { id, required, errorId } = useField();
  return <textarea id={id} required={required} className="field-control field-textarea" data-size={size} {...errorProps(errorId)} {...props} />;
}

/** A native <select> with the brand's border and a chevron. */
export function SelectInput({ size = 'md', ...props }: Omit<ComponentProps<'select'>, 'size'> & { size?: Size }) {
  const { id, required, errorId } = useField();
  return (
    <div className="field-select">
      <select id={id} required={required} className="field-control field-select-control" data-size={size} {...errorProps(errorId)} {...props} />
      <span className="field-select-chevron" aria-hidden>
        <ChevronDown size={18} />
      </span>
    </div>
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
    <div aria-hidden="true" className="honeypot">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
