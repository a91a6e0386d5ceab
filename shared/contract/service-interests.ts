// The contact form's service interest options (docs/product/api.md#payload-rules), in a module without zod: the
// public contact page lists them, and importing them beside the zod schema (inbox.ts) would put
// zod on that page's first render.
export const SERVICE_INTERESTS = [
  { id: 'staging', name: 'Home Staging' },
  { id: 'advisory', name: 'Permanent Residence Advisory' },
  { id: 'ai-matching', name: 'AI-Powered Matching' },
  { id: 'pet-safety', name: 'Pet-Safe Certification' },
  { id: 'other', name: 'Other' },
] as const;

/** The spec's name of a service interest ("staging" -> "Home Staging"); an unknown id is shown as it is. */
export function serviceInterestName(id: string): string;
export function serviceInterestName(id: string | null): string | null;
export function serviceInterestName(id: string | null): string | null {
  return SERVICE_INTERESTS.find((option) => option.id === id)?.name ?? id;
}
