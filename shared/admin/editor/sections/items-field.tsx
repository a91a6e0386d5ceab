// A section's list of small records (cards, figures, buttons, people): each item's fields as
// controls, and Add, Move up, Move down and Remove.
import { Box, Button, chakra, Field, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { FieldErrors } from '../../../contract/errors.ts';
import type { Field as Described, Fields } from '../../../contract/resource-fields.ts';
import { applyChange, SectionField, type Change } from './section-field.tsx';
import { emptyValues, moved } from './section-values.ts';

type Item = Record<string, unknown>;

const itemsOf = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

export function ItemsField({ field, path, value, errors, onChange }: { field: Described; path: string; value: unknown; errors: FieldErrors; onChange(change: Change): void }) {
  const items = itemsOf(value);
  const itemFields: Fields = field.itemFields ?? {};
  const noun = (field.itemLabel ?? 'Item').toLowerCase();
  const change = (update: (list: Item[]) => Item[]) => onChange({ update: (current) => update(itemsOf(current)) });
  const changeItem = (index: number, name: string, fieldChange: Change) =>
    change((list) => list.map((item, at) => (at === index ? { ...item, [name]: applyChange(item[name], fieldChange) } : item)));

  return (
    <Field.Root invalid={Boolean(errors[path])}>
      <Box as="fieldset" w="full" minW="0" borderWidth="1px" borderColor="border" rounded="md" p={{ base: '2', sm: '3' }} bg="gray.50">
        <chakra.legend fontWeight="medium" px="1">
          {field.label}
        </chakra.legend>
        {field.help && (
          <Text fontSize="sm" color="fg.muted" mb="2">
            {field.help}
          </Text>
        )}
        {errors[path] && <Field.ErrorText mb="2">{errors[path]}</Field.ErrorText>}
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {items.map((item, index) => {
            const name = `${field.itemLabel ?? 'Item'} ${index + 1}`;
            return (
              <Box as="li" key={index} borderWidth="1px" borderColor="border" rounded="md" bg="white" p="3" aria-label={name}>
                <Flex justify="space-between" align="center" gap="2" mb="2" wrap="wrap">
                  <Text fontSize="sm" fontWeight="semibold">
                    {name}
                  </Text>
                  <HStack gap="1">
                    <IconButton size="xs" variant="ghost" aria-label={`Move ${name.toLowerCase()} up`} disabled={index === 0} onClick={() => change((list) => moved(list, index, index - 1))}>
                      <ArrowUp />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Move ${name.toLowerCase()} down`}
                      disabled={index === items.length - 1}
                      onClick={() => change((list) => moved(list, index, index + 1))}
                    >
                      <ArrowDown />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name.toLowerCase()}`} onClick={() => change((list) => list.filter((_, at) => at !== index))}>
                      <Trash2 />
                    </IconButton>
                  </HStack>
                </Flex>
                <Stack gap="3">
                  {Object.entries(itemFields).map(([fieldName, described]) => (
                    <SectionField
                      key={fieldName}
                      field={described}
                      path={`${path}.${index}.${fieldName}`}
                      value={item[fieldName]}
                      errors={errors}
                      onChange={(fieldChange) => changeItem(index, fieldName, fieldChange)}
                    />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Stack>
        <Button size="sm" variant="outline" mt="3" onClick={() => change((list) => [...list, emptyValues(itemFields)])}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      </Box>
    </Field.Root>
  );
}
