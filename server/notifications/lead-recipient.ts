import type { SiteSettings } from '../../shared/contract/settings.ts';

/**
 * Where new-lead mail goes: the Settings field "Send new-lead emails to" (`notificationEmail`,
 * added by the settings resource table) when set, else the site's contact email. The one place
 * that decides it.
 */
export const leadRecipient = (settings: SiteSettings & { notificationEmail?: string | null }): string => settings.notificationEmail || settings.email;
