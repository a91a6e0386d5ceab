// The page editor's form of the copy a page reads (shared/domain/page-copy.ts), above the
// spec's JSON text area and editing the same JSON: typing here rewrites the JSON, editing the
// JSON refills these fields, and keys the form does not know are kept as they are.
import { Fieldset, Stack, Text } from '@chakra-ui/react';
import type { PageSlug } from '../../contract/pages.ts';
import { PAGE_COPY_FIELDS, type PageCopyKey } from '../../domain/page-copy.ts';
import { PAGE_COPY_DEFAULTS } from '../../domain/page-copy-defaults.ts';
import { TextAreaField, TextField } from '../editor/form-controls.tsx';

type ContentObject = Record<string, unknown>;

/** The content JSON as an object (blank is {}), or undefined while it is not a JSON object. */
function contentOf(json: string): ContentObject | undefined {
  if (!json.trim()) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ContentObject) : undefined;
  } catch {
    return undefined;
  }
}

interface PageCopyFormProps {
  slug: PageSlug;
  json: string;
  onChange(json: string): void;
}

export function PageCopyForm({ slug, json, onChange }: PageCopyFormProps) {
  const content = contentOf(json);
  const defaults = PAGE_COPY_DEFAULTS[slug];

  // An emptied field leaves the key out, so the page shows its built-in copy again.
  const setKey = (key: PageCopyKey, value: string) => {
    const { [key]: _old, ...rest } = content ?? {};
    onChange(JSON.stringify(value === '' ? rest : { ...content, [key]: value }, null, 2));
  };

  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" rounded="md" p="4" bg="gray.50">
      <Fieldset.Legend fontWeight="semibold" px="1">
        Page copy
      </Fieldset.Legend>
      <Fieldset.HelperText color="fg.muted">
        These fields edit the content JSON below. A field left empty shows the page&apos;s built-in text.
      </Fieldset.HelperText>
      {!content && (
        <Text color="fg.error" fontSize="sm" role="status">
          Fix the content JSON below to edit these fields.
        </Text>
      )}
      <Fieldset.Content>
        <Stack gap="4">
          {PAGE_COPY_FIELDS.map(({ key, label, multiline }) => {
            const control = {
              label,
              name: `copy-${key}`,
              value: typeof content?.[key] === 'string' ? (content[key] as string) : '',
              onChange: (value: string) => setKey(key, value),
              placeholder: defaults[key],
              disabled: !content,
            };
            return multiline ? <TextAreaField key={key} {...control} rows={3} /> : <TextField key={key} {...control} />;
          })}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
