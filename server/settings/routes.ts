import type { ReadAnswers } from '../http/public-reads.ts';
import type { SettingsService } from './service.ts';

export const settingsPublicReads = (settings: SettingsService): ReadAnswers<'settings'> => ({
  settings: () => settings.get(),
});
