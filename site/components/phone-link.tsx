// A phone number on the public site: always a link that calls it (its tel: address has one owner,
// shared/domain/phone.ts), or plain text for one that cannot be dialled. Props only, no script.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { telHref } from '../../shared/domain/phone.ts';

export function PhoneLink({ phone, ...props }: { phone: string } & Omit<HTMLChakraProps<'a'>, 'href' | 'children'>) {
  const href = telHref(phone);
  if (!href) return <chakra.span {...(props as HTMLChakraProps<'span'>)}>{phone}</chakra.span>;
  return (
    <chakra.a href={href} {...props}>
      {phone}
    </chakra.a>
  );
}
