// A list of short texts (service features, area highlights): type one and press Add or Enter;
// blanks and duplicates are not added; each item can be removed.
import { useId, useState } from 'react';
import { Box, Button, Field, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';

interface StringListFieldProps {
  label: string;
  itemLabel: string;
  name: string;
  items: string[];
  onChange(items: string[]): void;
  error?: string;
}

export function StringListField({ label, itemLabel, name, items, onChange, error }: StringListFieldProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();

  const add = () => {
    const value = draft.trim();
    if (!value || items.some((item) => item.toLowerCase() === value.toLowerCase())) return;
    onChange([...items, value]);
    setDraft('');
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <HStack width="full">
        <Input
          name={name}
          value={draft}
          bg="white"
          placeholder={`Add a ${itemLabel.toLowerCase()}`}
          aria-describedby={listId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      <Box id={listId} width="full">
        {items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            No {itemLabel.toLowerCase()}s yet.
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0" mt="1" aria-label={`Current ${label.toLowerCase()}`}>
            {items.map((item) => (
              <HStack as="li" key={item} justify="space-between" py="1" pl="3" pr="1" mb="1" bg="white" borderWidth="1px" rounded="md">
                <Text fontSize="sm">{item}</Text>
                <IconButton size="xs" variant="ghost" aria-label={`Remove ${itemLabel.toLowerCase()} ${item}`} onClick={() => onChange(items.filter((other) => other !== item))}>
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Box>
        )}
      </Box>
    </Field.Root>
  );
}
