/**
 * Request fields shared by the warehouse route groups (warehouse, warehouse-documents). A module of
 * its own so neither group's route file (and Lambda bundle) imports the other's routes. Who reaches
 * each route: the area manifest (shared/areas/warehouse.ts).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { fields } from './account-fields';

/** A DynamoDB transaction holds at most 100 items: a consignment and its outs, a shipment and its consignments. */
export const MAX_GROUPED = 99;
export const groupedIds = lazySchema(() => z.array(fields.id).check(z.minLength(1), z.maxLength(MAX_GROUPED)));
/** Each out grouped (or taken off the list) is two items of the transaction: its link and its own mark. */
export const MAX_OUTS_PER_CONSIGNMENT = 49;
export const groupedOutIds = lazySchema(() => z.array(fields.id).check(z.minLength(1), z.maxLength(MAX_OUTS_PER_CONSIGNMENT)));

/** A consignment's create and edit (§2 "pallets, weight in kg", §5 required). */
export const consignmentBody = lazySchema(() =>
  z.object({
    pallets: z.number().check(z.int(), z.gte(1), z.lte(999)),
    weight: z.number().check(z.positive(), z.lte(100_000)),
    outs: groupedOutIds,
  }),
);

/** Document numbers as typed or scanned: trimmed, no blanks. */
export const documentNumber = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
