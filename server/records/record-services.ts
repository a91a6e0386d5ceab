// Every record type whose rules are its definition's alone (record-service.ts), made from the
// resource table: a new record type of that kind needs nothing on the server but its definition
// and its migration. The record types with rules of their own (products, posts) and the pages and
// settings have services of their own.
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { ResourceDefinition } from '../../shared/contract/resource-definition.ts';
import { RESOURCES, type Resources } from '../../shared/contract/resources.ts';
import type { Db } from '../db/connection.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import type { PublicImageInfo } from '../../shared/contract/media.ts';
import { createRecordService, type PublicOf, type RecordService, type ValuesOf } from './record-service.ts';

/** The record types with services of their own (booking's availability: server/bookings/availability.ts). */
type OwnService = 'products' | 'blog' | 'pages' | 'settings' | 'bookingAvailability';
const OWN_SERVICES: readonly ResourceName[] = ['products', 'blog', 'pages', 'settings', 'bookingAvailability'] satisfies OwnService[];

export type DefinedName = Exclude<ResourceName, OwnService>;
export type RecordServices = { [N in DefinedName]: RecordService<ValuesOf<N>, PublicOf<Resources[N]>> };

export const DEFINED_NAMES = (Object.keys(RESOURCES) as ResourceName[]).filter((name): name is DefinedName => !OWN_SERVICES.includes(name));

export function createRecordServices(db: Db, options: { imageInfo: (url: string | null) => PublicImageInfo }): RecordServices {
  return Object.fromEntries(DEFINED_NAMES.map((name) => [name, createRecordService(db, RESOURCES[name], options)])) as RecordServices;
}

/** The public API's answer to each public list of these record types (their definitions' publicList). */
export function recordListReads(services: RecordServices): Partial<PublicReadAnswers> {
  return Object.fromEntries(
    DEFINED_NAMES.flatMap((name) => {
      const list = (RESOURCES[name] as ResourceDefinition).publicList;
      return list ? [[list.read, () => services[name].listPublic()]] : [];
    }),
  );
}
