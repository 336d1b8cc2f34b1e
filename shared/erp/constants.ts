/**
 * Fixed lists of the business that the ERP records and the warehouse screens share
 * (ticketing-warehouse §3 and §9, administration-operations §9).
 */

/** The group's warehouses (temperature log, stock): ids as the ERP numbers them. */
export const WAREHOUSES = [
  { id: 1, name: 'Magatzem central (Barcelona)' },
  { id: 3, name: 'Magatzem Lleida' },
  { id: 4, name: 'Magatzem Madrid' },
] as const;
export type WarehouseId = (typeof WAREHOUSES)[number]['id'];

/** The wholesale platforms (parties) that place purchase orders. */
export const PLATFORM_IDS = [825, 748, 867, 9023] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
/** Platforms whose invoicing needs the purchase order number (867 optional). */
export const PLATFORMS_WITH_ORDER_NUMBER: readonly PlatformId[] = [867, 748, 9023];

/**
 * States of an outbound shipment as the ERP (Tryton's stock.shipment.out) moves it. The warehouse's
 * logistics screens group `packed` outs into consignments; `done` outs have left.
 */
export const OUT_STATES = ['draft', 'waiting', 'assigned', 'picked', 'packed', 'done', 'cancelled'] as const;
export type OutState = (typeof OUT_STATES)[number];

export const DELIVERY_NOTE_DIRECTIONS = ['in', 'out'] as const;
export type DeliveryNoteDirection = (typeof DELIVERY_NOTE_DIRECTIONS)[number];

/** Carriers the temperature log chooses from; `id: 1` is the group's own fleet. */
export const CARRIERS = [
  'Flota pròpia',
  'Alloga Logística',
  'Azkar',
  'Ayudafarma Transporte',
  'Cargo Pharma',
  'Cofares Logística',
  'Correos',
  'Correos Express',
  'CTT Express',
  'Dachser',
  'DB Schenker',
  'DHL Express',
  'DHL Supply Chain',
  'Disfrimur',
  'DSV',
  'Envialia',
  'FedEx',
  'Frigoríficos Andaluces',
  'Geodis',
  'GLS',
  'Grupo Carreras',
  'Grupo Sesé',
  'Halcourier',
  'Hefame Logística',
  'ID Logistics',
  'Integra2',
  'Jet Express',
  'Kuehne+Nagel',
  'Logista Pharma',
  'Logifarma',
  'Marken',
  'MRW',
  'Nacex',
  'Ochoa',
  'Ontime',
  'Palletways',
  'Pallex',
  'Primafrio',
  'Redyser',
  'Rhenus',
  'Sending',
  'SEUR',
  'SEUR Frío',
  'STEF',
  'Tipsa',
  'TNT',
  'Transaher',
  'Transfesa',
  'Transportes Calsina Carré',
  'Transportes Mazo',
  'Translogic Farma',
  'UPS',
  'Vasco Navarra de Transportes',
  'World Courier',
  'XPO Logistics',
  'Zeleris',
].map((name, i) => ({ id: i + 1, name }));
export const OWN_FLEET_CARRIER_ID = 1;

/**
 * The Spanish names of the warehouses and of the own fleet (without them the Spanish screens
 * and quality tickets showed them in Catalan). The other carriers are brand names, the same in both.
 */
const WAREHOUSE_NAMES_ES: Record<number, string> = {
  1: 'Almacén central (Barcelona)',
  3: 'Almacén Lleida',
  4: 'Almacén Madrid',
};
const OWN_FLEET_ES = 'Flota propia';

/** A warehouse's name in a language (its id when unknown). */
export function warehouseName(id: number, locale: 'ca' | 'es'): string {
  const name = WAREHOUSES.find((w) => w.id === id)?.name;
  return (locale === 'es' ? WAREHOUSE_NAMES_ES[id] : undefined) ?? name ?? String(id);
}

/** A carrier's name in a language (its id when unknown). */
export function carrierName(id: number, locale: 'ca' | 'es'): string {
  if (locale === 'es' && id === OWN_FLEET_CARRIER_ID) return OWN_FLEET_ES;
  return CARRIERS.find((c) => c.id === id)?.name ?? String(id);
}

/** Categories a member pharmacy can be filed under (operations' pharmacy form). */
export const PHARMACY_CATEGORIES = [
  { id: 1, name_ca: 'Urbana', name_es: 'Urbana' },
  { id: 2, name_ca: 'Rural', name_es: 'Rural' },
  { id: 3, name_ca: 'Centre comercial', name_es: 'Centro comercial' },
  { id: 4, name_ca: 'Turística', name_es: 'Turística' },
  { id: 5, name_ca: 'Ortopèdia', name_es: 'Ortopedia' },
  { id: 6, name_ca: 'Dermocosmètica', name_es: 'Dermocosmética' },
  { id: 7, name_ca: 'Formulació magistral', name_es: 'Formulación magistral' },
  { id: 8, name_ca: 'Veterinària', name_es: 'Veterinaria' },
  { id: 9, name_ca: 'Guàrdies 24 h', name_es: 'Guardias 24 h' },
] as const;
