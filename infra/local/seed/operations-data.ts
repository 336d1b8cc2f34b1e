/**
 * The operations area's demo data, pure so tests can read what was seeded: a one-role
 * account, extra pharmacy and laboratory parties (some left without a record, for adding), and the
 * pharmacy and laboratory records.
 */
import type { PartySeed } from './demo-data';

// The account lives with the other demo accounts (personas.ts); the name stays importable from here.
export { OPERATIONS_STAFF } from './personas';

const pharmacyNames = [
  'Farmàcia Sant Gervasi',
  'Farmàcia del Carme',
  'Farmacia Plaza Mayor',
  'Farmàcia Sabadell Centre',
  'Farmàcia Vic',
  'Farmàcia Manresa Nova',
  'Farmàcia Reus Prim',
  'Farmàcia Mataró Port',
  'Farmàcia Figueres',
  'Farmàcia Terrassa Est',
  'Farmàcia Badalona Mar',
  'Farmàcia Olot',
];
export const OPERATIONS_PARTIES: PartySeed[] = [
  ...pharmacyNames.map((name, i) => ({
    partyId: 1501 + i,
    code: `S0${8501 + i}`,
    name,
    phone: `93 150 ${String(1000 + i)}`,
    kind: 'pharmacy' as const,
    employees: [],
  })),
  ...['Laboratoris Pirineu', 'Laboratorios Sol Naciente', 'Nutrifarma Catalunya', 'Ortoplus Ibèrica'].map((name, i) => ({
    partyId: 2501 + i,
    code: `L${2501 + i}`,
    name,
    phone: `93 250 ${String(1000 + i)}`,
    kind: 'laboratory' as const,
    employees: [],
  })),
];

/** Pharmacy parties with a record; the rest of the pharmacies (1006, 1507-1512) have none. */
export const OPC_PHARMACIES = [1001, 1002, 1003, 1004, 1005, 1501, 1502, 1503, 1504, 1505, 1506].map((partyId, i) => ({
  pharmacyId: i + 1,
  partyId,
  idStore: 100 + i * 7,
  codesFede: i % 3 === 0 ? [`F${4000 + i}`, `F${4100 + i}`] : [`F${4000 + i}`],
  categories: [1 + (i % 4), ...(i % 2 ? [5] : [])],
  createdOn: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
}));

/** Laboratory parties with a record (2003 and 2502-2504 have none). */
export const OPC_LABORATORIES = [2001, 2002, 2501].map((partyId, i) => ({
  laboratoryId: i + 1,
  partyId,
  code: `LAB${String(i + 1).padStart(3, '0')}`,
  createdOn: `2025-0${i + 2}-1${i}`,
}));
