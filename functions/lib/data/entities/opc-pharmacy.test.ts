import { Entity } from 'electrodb';
import { describeOpcRecordEntity } from './opc-record.testing';
import {
  createOpcPharmacy,
  deleteOpcPharmacy,
  getOpcPharmacy,
  listOpcPharmacies,
  restoreOpcPharmacy,
  updateOpcPharmacy,
  type NewOpcPharmacy,
} from './opc-pharmacy';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcPharmacy', version: '1', service: 'portal' },
    attributes: {
      pharmacyId: { type: 'number', required: true },
      idStore: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      codesFede: { type: 'list', items: { type: 'string' }, required: true },
      categories: { type: 'list', items: { type: 'number' }, default: () => [] },
      createdOn: { type: 'string', required: true },
      deletedAt: { type: 'string' },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['pharmacyId'] } } },
  } as const,
  { table: 'portal' },
);

const pharmacies: NewOpcPharmacy[] = [
  { pharmacyId: 7, idStore: 100, partyId: 1001, codesFede: ['F4000', 'F4100'], createdOn: '2025-01-03' },
  {
    pharmacyId: 1012,
    idStore: 9,
    partyId: 1501,
    codesFede: ['f-X'],
    categories: [2, 5],
    createdOn: '2025-02-04',
    deletedAt: 'D',
  },
];
const fields = { idStore: 4, partyId: 9, codesFede: ['A', 'B'], categories: [], createdOn: '2026-01-02' };

describeOpcRecordEntity({
  name: 'operations pharmacies',
  electro,
  idName: 'pharmacyId',
  records: pharmacies,
  patchedId: 7,
  fields,
  missingId: 3,
  create: createOpcPharmacy,
  update: updateOpcPharmacy,
  softDelete: deleteOpcPharmacy,
  restore: restoreOpcPharmacy,
  list: listOpcPharmacies,
  get: getOpcPharmacy,
});
