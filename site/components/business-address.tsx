// The business's address as the contact page and the footer show it: the street
// and the city with its ZIP code (or the city alone), and the note on visits ("By appointment
// only") when the owner wrote one. Props only, no script.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { addressLines, type AddressSettings } from '../../shared/domain/business-address.ts';

export function BusinessAddress({ address, noteColor, ...props }: { address: AddressSettings; noteColor?: string } & Omit<HTMLChakraProps<'address'>, 'children'>) {
  return (
    <chakra.address fontStyle="normal" {...props}>
      {addressLines(address).map((line) => (
        <chakra.span key={line} display="block">
          {line}
        </chakra.span>
      ))}
      {address.addressNote ? (
        <chakra.span display="block" fontStyle="italic" color={noteColor}>
          {address.addressNote}
        </chakra.span>
      ) : null}
    </chakra.address>
  );
}
