// A form island's fields are real fields in the server's HTML, so a visitor can type into them
// before the island's code has run. Those words are in the fields, not in the island's state, and
// the island's next render (the visitor typing in another field) would write its state over them:
// a controlled field shows what the state holds. Right after hydration, in the same task, this
// hands the island every named text field's value, so what was typed early stays and is sent.
import { useLayoutEffect, type RefObject } from 'react';

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

/** Calls `adopt` once, after hydration, with the value of each named text field, select and text area of `form`. */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (values: Record<string, string>) => void): void {
  useLayoutEffect(() => {
    const values: Record<string, string> = {};
    for (const field of form.current?.elements ?? []) {
      if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && !NOT_TEXT.has(field.type))) {
        if (field.name) values[field.name] = field.value;
      }
    }
    adopt(values);
    // Once, on hydration: later changes reach the state through the fields' own handlers.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs once, on hydration; a new `adopt` each render must not run it again
  }, []);
}
