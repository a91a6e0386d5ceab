// What a public form's send tells the visitor (docs/product/copy.md#public-forms): the contact
// form's and the newsletter's toasts, Rug Fit's send, which says the same, and the confirmation a
// form posted without script shows in the page (shared/plain-forms.ts). Zod-free, for any page.

export const CONTACT_SENT = { title: 'Message Sent!', description: 'We typically respond within 24 hours.' } as const;
export const CONTACT_FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' } as const;
export const NEWSLETTER_SENT = { title: 'Subscribed!', description: "You'll receive our newsletter updates." } as const;
export const NEWSLETTER_FAILED = { title: 'Error', description: 'Failed to subscribe. Please try again.' } as const;
