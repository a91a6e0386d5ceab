// The inbox's query keys: the screen reads its lists under them and every change made from it
// (delete, release, mark handled) refreshes them.
export const INBOX_KEY = ['admin', 'inbox'] as const;
export const MESSAGES_KEY = [...INBOX_KEY, 'messages'] as const;
export const SUBSCRIBERS_KEY = [...INBOX_KEY, 'subscribers'] as const;
