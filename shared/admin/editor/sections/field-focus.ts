// Bringing a section's field to the owner: the page view names a field by its path inside its
// section (`cards.1.title`, `items.0`, `picture`), the form names each control by its whole path
// (`content.sections.2.cards.1.title`; section-field.tsx). Some fields have controls named by a
// part of the path (a picture's `.src` and `.alt`, a list's `.draft`), and a list's item may have
// no control of its own (a text list's items are added and removed): then the field holding it.
import { sectionFieldPath } from '../../../contract/sections/section-paths.ts';

const named = (root: ParentNode, selector: string) => root.querySelector<HTMLElement>(selector);

/** The control of `field` (a path inside section `index` of the content field `contentField`), or the nearest one holding it. */
export function controlOf(root: ParentNode, contentField: string, index: number, field: string): HTMLElement | null {
  const section = sectionFieldPath(contentField, index);
  const parts = field.split('.').filter(Boolean);
  for (let length = parts.length; length > 0; length -= 1) {
    const path = [section, ...parts.slice(0, length)].join('.');
    const control = named(root, `[name="${CSS.escape(path)}"]`) ?? named(root, `[name^="${CSS.escape(`${path}.`)}"]`);
    if (control) return control;
  }
  return named(root, `[name^="${CSS.escape(`${section}.`)}"]`);
}

/** Scrolls the control into the middle of the screen and gives it the focus. */
export function bringToFocus(control: HTMLElement): void {
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}
