import type { ReadAnswers } from '../http/public-reads.ts';
import type { ServiceAreaService } from './service.ts';

export const serviceAreaPublicReads = (serviceAreas: ServiceAreaService): ReadAnswers<'serviceAreas'> => ({
  serviceAreas: () => serviceAreas.listPublic(),
});
