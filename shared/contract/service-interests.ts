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
