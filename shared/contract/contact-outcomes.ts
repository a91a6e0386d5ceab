// What a contact send tells the visitor (docs/product/copy.md#public-forms): the contact form's toasts, and Rug Fit's
// send, which says the same. Zod-free, for any page.

export const CONTACT_SENT = { title: 'Message Sent!', description: 'We typically respond within 24 hours.' } as const;
export const CONTACT_FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' } as const;
