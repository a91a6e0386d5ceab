// A section's picture: uploaded, typed as an address or picked from the media library, with its
// alt text, kept together as { src, alt } (null when both are empty).
import type { FieldErrors } from '../../../contract/errors.ts';
import { isRequired, type Field } from '../../../contract/resource-fields.ts';
import { ImageField } from '../image-field.tsx';
import type { Change } from './section-field.tsx';

interface Picture {
  src: string;
  alt: string;
}

const pictureOf = (value: unknown): Picture => {
  const picture = (value ?? {}) as Partial<Picture>;
  return { src: picture.src ?? '', alt: picture.alt ?? '' };
};

/** Both parts empty: no picture at all. */
const stored = (picture: Picture) => (picture.src === '' && picture.alt === '' ? null : picture);

/** Whether the alt text may stay empty (a decorative sample): the field's rule accepts a picture without it. */
const altOptional = (field: Field) => field.input.safeParse({ src: '/images/rugs/placeholder.svg', alt: '' }).success;

export function PictureControl({ field, path, value, errors, onChange }: { field: Field; path: string; value: unknown; errors: FieldErrors; onChange(change: Change): void }) {
  const picture = pictureOf(value);
  const update = (part: Partial<Picture>) => onChange({ update: (current) => stored({ ...pictureOf(current), ...part }) });
  return (
    <ImageField
      legend={isRequired(field) ? `${field.label} (required)` : field.label}
      url={{
        name: `${path}.src`,
        label: 'Picture address',
        value: picture.src,
        onChange: (src) => update({ src }),
        error: errors[`${path}.src`] ?? errors[path],
        helper: field.help,
        placeholder: 'https://… or an uploaded image',
      }}
      alt={{
        name: `${path}.alt`,
        label: 'Alt text',
        value: picture.alt,
        onChange: (alt) => update({ alt }),
        error: errors[`${path}.alt`],
        helper: altOptional(field) ? 'Decoration: may stay empty.' : 'Say what the picture shows, for people who cannot see it.',
      }}
      onPick={({ url, alt }) => update({ src: url, alt })}
    />
  );
}
