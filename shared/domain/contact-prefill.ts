// A visitor arriving from a service page's "Download Brief" or AI matching link finds the contact
// form started for them. The page reads it from its address; the server renders and caches the
// page by the shortest address that asks for the same start.

export type ContactPrefill = 'brief' | 'ai-matching';

export function contactPrefill(params: URLSearchParams): ContactPrefill | undefined {
  if (params.get('type') === 'brief') return 'brief';
  if (params.get('utm_medium') === 'rug-intelligence') return 'ai-matching';
  return undefined;
}

/** The query string that asks for a prefill, and nothing else. */
export const CONTACT_PREFILL_QUERY: Record<ContactPrefill, string> = { brief: 'type=brief', 'ai-matching': 'utm_medium=rug-intelligence' };
