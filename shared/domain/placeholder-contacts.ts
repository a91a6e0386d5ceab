// Contact details a visitor knows for stand-ins (the launch checklist names them): a US number on
// the 555 exchange, which films use and nobody answers, and an email at a domain kept for examples
// (RFC 2606 and 6761: example.com, .org, .net, and the .example, .test, .invalid and .localhost
// names), where a message goes nowhere.

const EXTENSION = /\s*(?:ext\.?|x)\s*\d{1,6}$/i;
const EXAMPLE_DOMAIN = /(?:^|\.)example\.(?:com|net|org)$/;
const RESERVED_NAME = /(?:^|\.)(?:example|test|invalid|localhost)$/;

/** Whether a written US number's exchange (the three digits after the area code) is 555. */
export function isPlaceholderPhone(phone: string): boolean {
  const digits = phone.trim().replace(EXTENSION, '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return (national.length === 10 && national.slice(3, 6) === '555') || (national.length === 7 && national.startsWith('555'));
}

/** Whether an email's domain is one kept for examples. */
export function isExampleEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return EXAMPLE_DOMAIN.test(domain) || RESERVED_NAME.test(domain);
}
