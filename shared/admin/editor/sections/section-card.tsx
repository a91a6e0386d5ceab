// One section of a page in the editor: above it the place to insert a section, then its drag
// handle (a button: Space picks the section up, the arrow keys move it, Space drops it), its name
// and heading, Move up, Move down, Duplicate, Hide or Show and Remove, and (opened) its fields.
import type { ReactNode } from 'react';
import { Badge, Box, chakra, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Copy, Eye, EyeOff, GripVertical, Trash2 } from 'lucide-react';
import type { FieldErrors } from '../../../contract/errors.ts';
import type { Fields } from '../../../contract/resource-fields.ts';
import type { Section } from '../../../contract/sections/page-content.ts';
import { SECTION_KINDS, type SectionKindName } from '../../../contract/sections/section-kinds.ts';
import { sectionFieldPath } from '../../../contract/sections/section-paths.ts';
import { SectionField, type Change } from './section-field.tsx';
import { sectionLabel } from './section-label.ts';

interface SectionCardProps {
  /** Its id in the drag and drop of the page's list. */
  sortId: string;
  section: Section;
  index: number;
  count: number;
  /** The field holding the page's content ("content"): the start of every path. */
  contentField: string;
  open: boolean;
  errors: FieldErrors;
  /** What stands above the card: the place to insert a section there, or the kind picker opened at it. */
  above: ReactNode;
  onToggle(): void;
  onMove(to: number): void;
  onDuplicate(): void;
  onRemove(): void;
  onChange(name: string, change: Change): void;
  /** A control of the section got the focus (the page view outlines the section). */
  onFocus(): void;
}

export function SectionCard(props: SectionCardProps) {
  const { sortId, section, index, count, contentField, open, errors, above, onToggle, onMove, onDuplicate, onRemove, onChange, onFocus } = props;
  const kind = SECTION_KINDS[section.kind as SectionKindName];
  const label = sectionLabel(section);
  const bodyId = `section-${section.id}-fields`;
  const path = (name: string) => sectionFieldPath(contentField, index, name);
  const errorCount = Object.keys(errors).filter((key) => key.startsWith(`${sectionFieldPath(contentField, index)}.`)).length;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId });

  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 2 : undefined}
      data-section-id={section.id}
      aria-label={`Section ${index + 1}: ${label}`}
      onFocus={onFocus}
    >
      {above}
      <Box borderWidth="1px" borderColor={errorCount ? 'border.error' : 'border'} rounded="md" bg="white" boxShadow={isDragging ? 'lg' : undefined}>
        <Flex align="center" gap="1" px="1.5" py="1.5" wrap="wrap" borderBottomWidth={open ? '1px' : '0'} borderColor="border">
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            size="sm"
            variant="ghost"
            cursor={isDragging ? 'grabbing' : 'grab'}
            touchAction="none"
            aria-label={`Drag to move ${label}`}
          >
            <GripVertical />
          </IconButton>
          <chakra.button
            type="button"
            flex="1"
            minW="40"
            display="flex"
            alignItems="center"
            gap="2"
            textAlign="start"
            py="1.5"
            rounded="sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {open ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
            <Text as="span" fontWeight="semibold" color={section.hidden ? 'fg.muted' : undefined}>
              {label}
            </Text>
            {section.hidden && <Badge colorPalette="gray">Hidden</Badge>}
            {errorCount > 0 && <Badge colorPalette="red">{errorCount === 1 ? '1 error' : `${errorCount} errors`}</Badge>}
          </chakra.button>
          <HStack gap="0.5">
            <IconButton size="sm" variant="ghost" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUp />
            </IconButton>
            <IconButton size="sm" variant="ghost" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <ArrowDown />
            </IconButton>
            <IconButton size="sm" variant="ghost" aria-label={`Duplicate ${label}`} onClick={onDuplicate}>
              <Copy />
            </IconButton>
            <IconButton size="sm" variant="ghost" aria-label={section.hidden ? `Show ${label}` : `Hide ${label}`} aria-pressed={section.hidden} onClick={() => onChange('hidden', { value: !section.hidden })}>
              {section.hidden ? <Eye /> : <EyeOff />}
            </IconButton>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${label}`} onClick={onRemove}>
              <Trash2 />
            </IconButton>
          </HStack>
        </Flex>
        {open && (
          <Stack id={bodyId} gap="4" p={{ base: '3', sm: '4' }}>
            <Text fontSize="sm" color="fg.muted">
              {section.hidden ? `Hidden: visitors do not see this section. ${kind?.help ?? ''}` : kind?.help}
            </Text>
            {kind ? (
              Object.entries(kind.fields as Fields).map(([name, field]) => (
                <SectionField key={name} field={field} path={path(name)} value={section[name]} errors={errors} onChange={(change) => onChange(name, change)} />
              ))
            ) : (
              <Text color="fg.error">Unknown kind of section “{section.kind}”: correct it with Edit as JSON.</Text>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
