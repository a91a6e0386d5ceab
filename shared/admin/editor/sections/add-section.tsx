// Choosing the kind of a new section: at the end of the page ("New section", Add section) or at a
// place between two sections (an insert point opens it there, "Section to insert", Insert section).
import { useId, useState } from 'react';
import { Box, Button, chakra, Flex, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { SECTION_KINDS, type SectionKindName } from '../../../contract/sections/section-kinds.ts';

interface AddSectionProps {
  /** The kinds the page may hold, in the Add menu's order. */
  kinds: readonly SectionKindName[];
  /** Where it adds: at the end, or at a place (which also offers Cancel). */
  place: 'end' | { label: string; onCancel(): void };
  onAdd(kind: SectionKindName): void;
}

export function AddSection({ kinds, place, onAdd }: AddSectionProps) {
  const [chosen, setChosen] = useState<SectionKindName>('richText');
  const kind = kinds.includes(chosen) ? chosen : kinds[0];
  const selectId = useId();
  const atEnd = place === 'end';
  return (
    <Flex
      as="section"
      aria-label={atEnd ? 'Add a section' : place.label}
      gap="2"
      align="flex-end"
      wrap="wrap"
      pt="2"
      {...(atEnd ? {} : { borderWidth: '1px', borderColor: 'brand.solid', borderStyle: 'dashed', rounded: 'md', bg: 'white', p: '3' })}
    >
      <Box flex="1" minW="56">
        <chakra.label htmlFor={atEnd ? 'new-section-kind' : selectId} fontWeight="medium" fontSize="sm" display="block" mb="1">
          {atEnd ? 'New section' : 'Section to insert'}
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field id={atEnd ? 'new-section-kind' : selectId} value={kind} bg="white" onChange={(event) => setChosen(event.target.value as SectionKindName)}>
            {kinds.map((name) => (
              <option key={name} value={name}>
                {SECTION_KINDS[name].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Button variant={atEnd ? 'outline' : 'solid'} colorPalette="brand" onClick={() => onAdd(kind)}>
        <Plus aria-hidden /> {atEnd ? 'Add section' : 'Insert section'}
      </Button>
      {!atEnd && (
        <IconButton variant="ghost" aria-label="Cancel inserting a section" onClick={place.onCancel}>
          <X />
        </IconButton>
      )}
      <Text fontSize="sm" color="fg.muted" flexBasis="100%">
        {SECTION_KINDS[kind]?.help}
      </Text>
    </Flex>
  );
}

/** The place above a section: a thin line with a button that opens the kind picker there (its name begins with its words). */
export function InsertPoint({ label, onOpen }: { label: string; onOpen(): void }) {
  return (
    <Flex align="center" gap="2" mb="1">
      <Box flex="1" borderTopWidth="1px" borderStyle="dashed" borderColor="border" aria-hidden />
      <Button size="2xs" variant="ghost" colorPalette="brand" aria-label={label} onClick={onOpen} fontWeight="medium" color="fg.muted" _hover={{ color: 'brand.fg' }}>
        <Plus aria-hidden /> Insert here
      </Button>
      <Box flex="1" borderTopWidth="1px" borderStyle="dashed" borderColor="border" aria-hidden />
    </Flex>
  );
}
