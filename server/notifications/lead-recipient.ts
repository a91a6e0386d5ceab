import type { AdminSiteSettings } from '../../shared/contract/settings.ts';

/**
 * Where new-lead mail goes: the Settings field "Send new-lead emails to" (`notificationEmail`)
 * when set, else the site's contact email. The one place that decides it.
 */
export const leadRecipient = (settings: AdminSiteSettings): string => settings.notificationEmail || settings.email;
