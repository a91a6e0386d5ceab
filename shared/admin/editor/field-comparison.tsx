// Two copies of a record side by side, field by field: the look the conflict view and the history
// panel share. A field that differs is highlighted with both values (and, in the conflict view,
// the owner's choice); the fields that are the same fold away.
import type { ReactNode } from 'react';
import { Badge, Box, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { pictureName, type FormValue, type FormValues } from './form-values.ts';

export interface ComparedField {
  name: string;
  label: string;
}

interface Side {
  heading: string;
  value: FormValue | undefined;
  testId: string;
}

export function DifferingField({ field, left, right, choice }: { field: ComparedField; left: Side; right: Side; choice?: ReactNode }) {
  return (
    <Box as="li" data-field={field.name} data-differs="true" mb="3" p="3" rounded="md" borderWidth="1px" borderColor="saffron.400" bg="yellow.50">
      <Flex justify="space-between" align="center" gap="2" mb="2" wrap="wrap">
        <HStack>
          <Text fontWeight="semibold">{field.label}</Text>
          <Badge bg="saffron.400" color="walnut.800">
            Differs
          </Badge>
        </HStack>
        {choice}
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <ValueBox {...left} />
        <ValueBox {...right} />
      </SimpleGrid>
    </Box>
  );
}

/** The fields both copies hold alike, folded under `summary`. */
export function SameFields({ fields, values, summary }: { fields: readonly ComparedField[]; values: FormValues; summary: string }) {
  if (fields.length === 0) return null;
  return (
    <Box as="details" mt="2" borderWidth="1px" rounded="md" px="3" py="2">
      <Box as="summary" cursor="pointer" fontWeight="medium" color="fg.muted">
        {summary}
      </Box>
      <Box as="ul" listStyleType="none" m="0" p="0" mt="2">
        {fields.map((field) => (
          <Box as="li" key={field.name} data-field={field.name} data-differs="false" py="1.5" borderTopWidth="1px" borderColor="border.muted">
            <Text fontSize="sm" fontWeight="semibold">
              {field.label}
            </Text>
            <ValuePreview value={values[field.name]} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function ValueBox({ heading, value, testId }: { heading: string; value: FormValue | undefined; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="2" data-testid={testId}>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="1">
        {heading}
      </Text>
      <ValuePreview value={value} />
    </Box>
  );
}

export function ValuePreview({ value }: { value: FormValue | undefined }) {
  if (typeof value === 'boolean') return <Text fontSize="sm">{value ? 'Yes' : 'No'}</Text>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <EmptyValue />;
    // Pictures are listed in their order, which is part of the value.
    const ordered = value.some((item) => typeof item !== 'string');
    return (
      <Box as={ordered ? 'ol' : 'ul'} fontSize="sm" pl="5" listStyleType={ordered ? 'decimal' : 'disc'}>
        {value.map((item) =>
          typeof item === 'string' ? (
            <li key={item}>{item}</li>
          ) : (
            <Box as="li" key={item.url} wordBreak="break-word">
              {item.alt || '(no description)'}{' '}
              <Text as="span" color="fg.muted">
                {pictureName(item.url)}
              </Text>
            </Box>
          ),
        )}
      </Box>
    );
  }
  if (!value) return <EmptyValue />;
  return (
    <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" maxH="40" overflowY="auto">
      {value}
    </Text>
  );
}

function EmptyValue() {
  return (
    <Text fontSize="sm" fontStyle="italic" color="fg.muted">
      (empty)
    </Text>
  );
}

