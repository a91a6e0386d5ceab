// The field an editor's address names (/admin/settings?field=phone: the launch checklist's links),
// scrolled to and focused once the record's form is on screen. The form may draw a moment after
// the record arrives (a screen's own layout, a lazy chunk), so it is looked for over a few frames.
import { useEffect, useRef } from 'react';

const FRAMES = 60;
const FOCUSABLE = 'input, textarea, select, button, [tabindex]';

/** `shown`: the record's form is loaded (its fields may still be drawing). */
export function useFocusAddressedField(field: string | null, shown: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!field || !shown || done.current) return undefined;
    let frames = 0;
    let request = 0;
    const look = () => {
      const name = CSS.escape(field);
      const target = document.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"]`);
      if (!target) {
        if (++frames < FRAMES) request = requestAnimationFrame(look);
        return;
      }
      done.current = true;
      target.scrollIntoView({ block: 'center' });
      (target.matches(FOCUSABLE) ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target)).focus({ preventScroll: true });
    };
    request = requestAnimationFrame(look);
    return () => cancelAnimationFrame(request);
  }, [field, shown]);
}
