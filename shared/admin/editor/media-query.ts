/** The media list's query, refreshed after an upload. */
export const mediaQueryKey = ['admin', 'media'] as const;
