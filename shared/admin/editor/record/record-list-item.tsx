// A record's line in its screen's list, drawn from its definition's `item` hints: the title field,
// a line of values (a choice by its option's label, money as a price), then its tags (a flag's
// badge, a number after its word, a widget).
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ListItemHints } from '../../../contract/resource-definition.ts';
import type { Field, Fields } from '../../../contract/resource-fields.ts';
import { formatPrice } from '../../../domain/format.ts';
import { RECORD_WIDGETS } from './record-widgets.tsx';

type Values = Record<string, unknown>;

/** A value as the owner reads it in the list. */
function shown(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'choice') return field.options?.find((option) => option.value === value)?.label ?? String(value);
  if (field.kind === 'money') return formatPrice(Number(value));
  return String(value);
}

function FieldTag({ field, value }: { field: Field; value: unknown }) {
  const { tag } = field;
  if (!tag) return null;
  if ('prefix' in tag) {
    const text = shown(field, value);
    if (!text) return null;
    return (
      <Text as="span" fontSize="sm" color="fg.muted">
        {tag.prefix ? `${tag.prefix} ${text}` : text}
      </Text>
    );
  }
  const look = value === true ? { badge: tag.badge, palette: tag.palette, solid: tag.solid } : tag.otherwise;
  if (!look) return null;
  return (
    <Badge colorPalette={look.palette} variant={'solid' in look && look.solid ? 'solid' : 'subtle'}>
      {look.badge}
    </Badge>
  );
}

export function RecordListItem({ record, fields, hints }: { record: Values; fields: Fields; hints: ListItemHints }) {
  const line = (hints.line ?? [])
    .map((entry) => {
      const name = typeof entry === 'string' ? entry : entry.field;
      const text = shown(fields[name], record[name]);
      return text && typeof entry !== 'string' ? `“${text}”` : text;
    })
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text fontWeight="semibold">{String(record[hints.title] ?? '')}</Text>
      {line && (
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {line}
        </Text>
      )}
      {hints.tags && hints.tags.length > 0 && (
        <HStack mt="1" gap="1.5" wrap="wrap">
          {hints.tags.map((tag) => {
            if (typeof tag === 'string') return <FieldTag key={tag} field={fields[tag]} value={record[tag]} />;
            const { Tag } = RECORD_WIDGETS[tag.widget];
            return Tag ? <Tag key={tag.widget} record={record} /> : null;
          })}
        </HStack>
      )}
    </>
  );
}
