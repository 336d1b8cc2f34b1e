/**
 * The carriers' temperature log (ticketing-warehouse §3, §5): recording and editing readings.
 * The result is the server's: a reading passes when it lies within its laboratory's storage range
 * (2–8 °C for a cold-chain laboratory, 15–25 °C otherwise). A failed reading opens a ticket for the
 * quality team, once, linked both ways (the reading keeps its id, the ticket names the reading).
 * Every write is one transaction: the reading and the list's counters.
 */
import { CARRIERS, carrierName, WAREHOUSES, warehouseName } from '../../../shared/erp/constants';
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { Locale } from '../../../shared/i18n/locale';
import { rolesAllow } from '../../../shared/access';
import { ticketingArea } from '../../../shared/areas/ticketing';
import { warehouseArea } from '../../../shared/areas/warehouse';
import {
  readingPasses,
  STORAGE_RANGE,
  TEMPERATURE_USERS,
  type TemperatureRow,
  type TemperatureView,
} from '../../../shared/warehouse/temperatures';
import { madridParts } from '../../../shared/time/madrid';
import type { Caller } from '../auth/caller';
import { getAccount } from '../data/accounts';
import { nextId } from '../data/counters';
import { getProduct } from '../data/entities/product';
import { getTemperatureReading, temperatureReadingPut, type TemperatureReadingItem } from '../data/entities/temperature-reading';
import { getParty } from '../data/parties';
import { transact, type TransactItems } from '../data/transact';
import { countChange, countDeltas } from '../datatable/counts';
import { HttpError, notFound, type FieldErrors } from '../http/errors';
import { recordMetrics } from '../observability/metrics';
import { createLookup, listLookups } from '../ticketing/lookups';
import { createTicket } from '../ticketing/tickets';
import { staffAccounts } from '../ticketing/users';

export type ReadingItem = TemperatureReadingItem;
export const TEMPERATURES_TABLE = 'temperatures';

/** The quality ticket's lookups: the default channel and status (§9), type QUALITAT (made once). */
const QUALITY_TICKET = { channel: 5, status: 3, type: { name_ca: 'QUALITAT', name_es: 'CALIDAD' } };

export interface ReadingInput {
  date: string;
  warehouse: number;
  carrier: number;
  laboratory: number;
  brand: string;
  expedition: string;
  packages: string;
  temperature: number;
  user?: number | null;
  product?: number | null;
  technical_assessment?: string;
  technical_assessment_date?: string | null;
  product_destination?: string;
}

/** 'YYYY-MM-DD HH:mm:ss' from what the form sends ('YYYY-MM-DD HH:mm[:ss]' or with a T). */
export const normalDate = (v: string) => {
  const s = v.replace('T', ' ');
  return s.length === 16 ? `${s}:00` : s.slice(0, 19);
};

export const temperatureKey = (t: number) => String(Math.round(t * 10)).padStart(4, '0');

export const countKeys = (r: Pick<ReadingItem, 'result' | 'warehouseId' | 'carrierId' | 'laboratoryId' | 'userId'>) => [
  'all',
  `result#${r.result}`,
  `warehouse#${r.warehouseId}`,
  `carrier#${r.carrierId}`,
  `laboratory#${r.laboratoryId}`,
  ...(r.userId ? [`user#${r.userId}`] : []),
];

/** §5: not in the future (Madrid wall time); the assessment date not after today. Both 422 per field. */
function checkDates(input: ReadingInput, now = new Date()) {
  const { date: today, time } = madridParts(now);
  const errors: FieldErrors = {};
  if (normalDate(input.date) > `${today} ${time}`) errors.date = [{ key: 'validation.not_future' }];
  if (input.technical_assessment_date && input.technical_assessment_date > today)
    errors.technical_assessment_date = [{ key: 'validation.not_future' }];
  return errors;
}

async function laboratoryOf(id: number) {
  const party = await getParty(id);
  if (!party || party.kind !== 'laboratory') return null;
  return party;
}

export function rowOf(r: Omit<ReadingItem, 'row'>): TemperatureRow {
  const user = TEMPERATURE_USERS.find((u) => u.id === r.userId);
  return {
    id: r.readingId,
    date: r.date,
    warehouse: { id: r.warehouseId, name: WAREHOUSES.find((w) => w.id === r.warehouseId)?.name ?? String(r.warehouseId) },
    carrier: { id: r.carrierId, name: CARRIERS.find((c) => c.id === r.carrierId)?.name ?? String(r.carrierId) },
    laboratory: { id: r.laboratoryId, name: r.laboratoryName },
    brand: r.brand ?? '',
    expedition: r.expedition,
    packages: r.packages ?? '',
    temperature: r.temperature,
    result: r.result === 'pass',
    range: { min: r.rangeMin, max: r.rangeMax, basis: r.rangeBasis ?? 'laboratory' },
    product: r.productId ? { id: r.productId, label: r.productLabel ?? String(r.productId) } : null,
    user: user ? { id: user.id, name: user.name } : null,
    technical_assessment: r.technicalAssessment ?? '',
    technical_assessment_date: r.technicalAssessmentDate ?? null,
    product_destination: r.productDestination ?? '',
    ticket_id: r.ticketId ?? null,
  };
}

export function readingView(r: ReadingItem): TemperatureView {
  return {
    ...rowOf(r),
    created_by: { id: String(r.createdById), name: r.createdByName },
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export async function getReading(id: number): Promise<ReadingItem | null> {
  return getTemperatureReading(id);
}

/** The ticket type QUALITAT, created the first time a reading fails. */
async function qualityTypeId(): Promise<number> {
  const types = await listLookups('types');
  const found = types.find((t) => t.name_ca === QUALITY_TICKET.type.name_ca);
  return found ? found.id : (await createLookup('types', QUALITY_TICKET.type)).id;
}

/**
 * Who follows an excursion up: the first staff account (by id) holding ticketing and the
 * temperatures (or whole-warehouse) role; else the one who recorded the reading.
 */
async function qualityAssignee(caller: Caller): Promise<number> {
  const staff = await staffAccounts();
  const quality = staff
    .filter(
      (a) => rolesAllow(ticketingArea.access.tickets, a.roleIds) && rolesAllow(warehouseArea.access.temperatures, a.roleIds),
    )
    .sort((a, b) => a.accountId - b.accountId);
  return quality[0]?.accountId ?? caller.accountId;
}

/** Opens the quality ticket of a failed reading (in the group's default language, Catalan). */
async function openQualityTicket(r: Omit<ReadingItem, 'row'>, caller: Caller, locale: Locale = 'ca'): Promise<number> {
  // Names and the decimal comma in the ticket's language ("30.5", Catalan names in Spanish).
  const description = serverMessage(locale, 'temperatures.ticket.description', {
    temperature: r.temperature.toFixed(1).replace('.', ','),
    min: r.rangeMin,
    max: r.rangeMax,
    laboratory: r.laboratoryName,
    carrier: carrierName(r.carrierId, locale),
    expedition: r.expedition,
    warehouse: warehouseName(r.warehouseId, locale),
    date: r.date,
    id: r.readingId,
  }).toUpperCase();
  const party = await getParty(r.laboratoryId);
  const ticket = await createTicket(
    {
      channel: QUALITY_TICKET.channel,
      status: QUALITY_TICKET.status,
      type: await qualityTypeId(),
      user_assigned: await qualityAssignee(caller),
      description,
      party_id: r.laboratoryId,
    },
    party ? { id: party.partyId, code: party.code, name: party.name } : null,
    caller,
    [],
  );
  return ticket.ticketId;
}

function writeItems(before: ReadingItem | null, after: ReadingItem): TransactItems {
  const put = temperatureReadingPut(after);
  const items: TransactItems = [
    before
      ? {
          Put: {
            ...put,
            ConditionExpression: '#v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': before.version },
          },
        }
      : { Put: { ...put, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  const deltas = countDeltas(before ? countKeys(before) : null, countKeys(after));
  if (Object.keys(deltas).length) items.push(countChange(TEMPERATURES_TABLE, deltas));
  return items;
}

/** Records (before null) or edits a reading; answers it as stored. */
export async function saveReading(before: ReadingItem | null, input: ReadingInput, caller: Caller): Promise<ReadingItem> {
  const errors = checkDates(input);
  // An edit that does not send `product` keeps the reading's; null removes it.
  const productId = input.product === undefined ? before?.productId : (input.product ?? undefined);
  const [lab, product] = await Promise.all([
    laboratoryOf(input.laboratory),
    productId ? getProduct(productId) : Promise.resolve(null),
  ]);
  if (!lab) errors.laboratory = [{ key: 'validation.laboratory_unknown' }];
  if (productId && !product) errors.product = [{ key: 'validation.product_unknown' }];
  if (Object.keys(errors).length || !lab) throw new HttpError(422, 'errors.invalid', {}, errors);

  // The product's own storage condition where the ERP gives it, else the laboratory's.
  const kind = product?.storage ?? (lab.coldChain ? 'cold' : 'ambient');
  const range = STORAGE_RANGE[kind];
  const passes = readingPasses(input.temperature, kind);
  const now = new Date().toISOString();
  const author = before ? null : await getAccount(caller.accountId);
  const base: Omit<ReadingItem, 'row'> = {
    readingId: before?.readingId ?? (await nextId('temperatureReading')),
    date: normalDate(input.date),
    warehouseId: input.warehouse,
    carrierId: input.carrier,
    laboratoryId: lab.partyId,
    laboratoryName: lab.name,
    brand: input.brand,
    expedition: input.expedition,
    packages: input.packages,
    temperature: input.temperature,
    temperatureKey: temperatureKey(input.temperature),
    result: passes ? 'pass' : 'fail',
    rangeMin: range.min,
    rangeMax: range.max,
    productId: product?.productId,
    productLabel: product ? `${product.nationalCode ?? product.code} ${product.description}` : undefined,
    rangeBasis: product?.storage ? 'product' : 'laboratory',
    userId: input.user ?? undefined,
    technicalAssessment: before ? (input.technical_assessment ?? '') : undefined,
    technicalAssessmentDate: before ? (input.technical_assessment_date ?? undefined) : undefined,
    productDestination: before ? (input.product_destination ?? '') : undefined,
    ticketId: before?.ticketId,
    createdById: before?.createdById ?? caller.accountId,
    createdByName: before?.createdByName ?? author?.name ?? caller.login,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
    version: (before?.version ?? 0) + 1,
  };
  // A reading that fails (on record, or after an edit) opens its ticket once.
  const ticketId = !passes && !base.ticketId ? await openQualityTicket(base, caller) : base.ticketId;
  const stored = { ...base, ticketId };
  const after = { ...stored, row: rowOf(stored) } as ReadingItem;
  const failed = await transact(writeItems(before, after));
  if (failed.length) throw new HttpError(409, 'errors.conflict');
  if (ticketId !== base.ticketId)
    await recordMetrics(
      'warehouse',
      { FailedReadings: 1 },
      { readingId: after.readingId, ticketId, laboratoryId: after.laboratoryId },
    );
  return after;
}

export async function requireReading(id: number): Promise<ReadingItem> {
  const r = await getReading(id);
  if (!r) throw notFound();
  return r;
}
