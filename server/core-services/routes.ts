import { coreServiceInput } from '../../shared/contract/core-services.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { crudRoutes } from '../records/crud-routes.ts';
import type { CoreServiceService } from './service.ts';

export const coreServicePublicReads = (coreServices: CoreServiceService): ReadAnswers<'coreServices'> => ({
  coreServices: () => coreServices.listPublic(),
});

export const coreServiceAdminRoutes = (coreServices: CoreServiceService) => crudRoutes(coreServices.admin, coreServiceInput);
