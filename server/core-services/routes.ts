import type { ReadAnswers } from '../http/public-reads.ts';
import type { CoreServiceService } from './service.ts';

export const coreServicePublicReads = (coreServices: CoreServiceService): ReadAnswers<'coreServices'> => ({
  coreServices: () => coreServices.listPublic(),
});
