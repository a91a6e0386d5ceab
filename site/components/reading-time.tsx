import { Flex } from '@chakra-ui/react';
import { Clock } from 'lucide-react';

/** A post's reading time after a clock icon; nothing at all (no lone icon) when the post has none. */
export function ReadingTime({ value }: { value: string }) {
  if (!value.trim()) return null;
  return (
    <Flex as="span" align="center" gap="1" data-testid="reading-time">
      <Clock size={14} aria-hidden /> {value}
    </Flex>
  );
}
