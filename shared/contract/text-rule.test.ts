// Every text field of every record type takes the one text rule of fields.ts:
// no C0 control character (long text keeps tab and line breaks), and single-line fields no line
// break and no direction override, whatever the field's own format.
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors.ts';
import { contactInput } from './inbox.ts';
import { RESOURCES } from './resources.ts';
import type { Field } from './resource-fields.ts';

/** The fields a write sets, of these kinds: a derived field (a product's palette) is the server's, never read from a body (decision 210). */
const fieldsOf = (kinds: readonly string[]) =>
  Object.values(RESOURCES).flatMap((resource) =>
    Object.entries(resource.fields as Record<string, Field>)
      .filter(([, field]) => kinds.includes(field.kind) && !field.derived)
      .map(([name, field]) => [`${resource.name}.${name}`, field] as const),
  );

const SINGLE_LINE_KINDS = ['text', 'email', 'tel', 'url', 'slug', 'choice'];
/** Text fields with a format of their own: the rule's refusals hold for them, what they accept is their own test's. */
const FORMATTED = new Set(['settings.postalCode', 'bookingExceptions.hours', ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => `bookingAvailability.${day}`)]);
const freeText = (name: string) => !FORMATTED.has(name);
const refuses = (field: Field, value: unknown) => !field.input.safeParse(value).success;

describe('the text rule', () => {
  it.each(fieldsOf(['text', 'longText', ...SINGLE_LINE_KINDS]))('%s refuses NUL, a bell and DEL', (_name, field) => {
    for (const control of ['\u0000', '\u0007', '\u007F', '\u0085']) expect(refuses(field, `Some${control}text`)).toBe(true);
  });

  it.each(fieldsOf(['text']))('single-line %s names each problem', (name, field) => {
    const message = (value: string) => field.input.safeParse(value).error?.issues[0]?.message;
    expect(message('Ann\u0001')).toBe('Must not contain control characters');
    expect(message('Ann\nLee')).toBe('Must be one line');
    expect(message('Ann\tLee')).toBe('Must be one line');
    expect(message('Ann \u202Eeel')).toBe('Must not contain text direction overrides');
    expect(message('Ann \u2067is\u2069')).toBe('Must not contain text direction overrides');
    if (freeText(name)) expect(field.input.safeParse('Ann Lee – Ünïcode 日本').success).toBe(true);
  });

  it.each(fieldsOf(['longText']))('long text %s keeps tabs, line breaks and embedded directions', (_name, field) => {
    expect(field.input.safeParse('One\n\tTwo\r\nשלום \u202Bx\u202C').success).toBe(true);
    expect(field.input.safeParse('One\u0001').error?.issues[0]?.message).toBe('Must not contain control characters');
  });

  it.each(fieldsOf(['textList']))('each item of %s is single-line text, named by its place', (name, field) => {
    const result = field.input.safeParse(['Fine', 'Bad\u0001']);
    expect(result.success).toBe(false);
    expect(Object.keys(toFieldErrors(result.error!.issues))).toEqual(['1']);
    expect(refuses(field, ['Two\nlines'])).toBe(true);
    expect(refuses(field, ['\u202Eright'])).toBe(true);
    expect(name).toBeTruthy();
  });

  it.each(fieldsOf(['json']))('%s (free-form copy) refuses a control character anywhere inside, keeping line breaks', (_name, field) => {
    expect(field.input.safeParse({ sections: [{ body: 'One\n\tTwo' }] }).success).toBe(true);
    const result = field.input.safeParse({ sections: [{ body: 'Bad\u0000' }] });
    expect(result.error?.issues[0]?.message).toBe('Must not contain control characters');
    expect(refuses(field, { 'key\u0001': 'value' })).toBe(true);
  });

  it('unpaired surrogates and U+FFFF are refused too (they cannot be written as UTF-8 or XML)', () => {
    for (const [name, field] of fieldsOf(['text', 'longText'])) {
      expect(refuses(field, 'Half \uD800 pair')).toBe(true);
      expect(refuses(field, 'Not \uFFFF a character')).toBe(true);
      if (freeText(name)) expect(field.input.safeParse('A whole pair 😀').success).toBe(true);
    }
  });

  it('the contact form: the name is single-line, the message long text', () => {
    const body = { name: 'Ann', email: 'ann@example.com', message: 'Hi' };
    expect(toFieldErrors(contactInput.safeParse({ ...body, name: 'Ann\u202E' }).error!.issues)).toEqual({ name: 'Must not contain text direction overrides' });
    expect(contactInput.safeParse({ ...body, message: 'Line one\nLine two' }).success).toBe(true);
  });
});
