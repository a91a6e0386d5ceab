// A save the form or the server refused with field errors: the first field in error is scrolled
// to and focused, and a line beside the Save button says how many fields need attention (the
// messages themselves stay under their fields, which may be far above the button).
import { useEffect, type RefObject } from 'react';
import { Text } from '@chakra-ui/react';
import type { FieldErrors } from '../../contract/errors.ts';

const SUMMARY = 'data-error-summary';

/** Each time `refusals` grows, the first control marked invalid in `form` (else the summary) gets the focus. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, refusals: number) {
  useEffect(() => {
    if (refusals === 0 || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>(`[${SUMMARY}]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [form, refusals]);
}

export const errorCount = (errors: FieldErrors) => Object.values(errors).filter(Boolean).length;

export function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const count = errorCount(errors);
  if (count === 0) return null;
  return (
    <Text role="alert" tabIndex={-1} color="fg.error" fontWeight="medium" {...{ [SUMMARY]: '' }}>
      Not saved: {count === 1 ? '1 field needs attention.' : `${count} fields need attention.`}
    </Text>
  );
}
