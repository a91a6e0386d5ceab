// The public forms' honeypot: a field people never see (the site hides it from eyes, keyboards and
// screen readers) that form-filling bots do fill. A submission with it filled is answered as a
// success and stored nowhere. Its own module, without zod, so the site's forms can name it.

export const HONEYPOT_FIELD = 'website';

/** True for a submission a bot made (the honeypot is filled). */
export const isBotSubmission = (input: { [HONEYPOT_FIELD]?: string }): boolean => Boolean(input[HONEYPOT_FIELD]?.trim());
