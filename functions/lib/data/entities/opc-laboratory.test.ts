import { Entity } from 'electrodb';
import { describeOpcRecordEntity } from './opc-record.testing';
import {
  createOpcLaboratory,
  deleteOpcLaboratory,
  getOpcLaboratory,
  listOpcLaboratories,
  restoreOpcLaboratory,
  updateOpcLaboratory,
  type NewOpcLaboratory,
} from './opc-laboratory';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcLaboratory', version: '1', service: 'portal' },
    attributes: {
      laboratoryId: { type: 'number', required: true },
      code: { type: 'string', required: true },
      partyId: { type: 'number', required: true },
      createdOn: { type: 'string', required: true },
      deletedAt: { type: 'string' },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['laboratoryId'] } } },
  } as const,
  { table: 'portal' },
);

const laboratories: NewOpcLaboratory[] = [
  { laboratoryId: 2, partyId: 2002, code: 'LAB002', createdOn: '2025-03-11' },
  { laboratoryId: 1001, partyId: 2501, code: 'Lab-X', createdOn: '2025-04-12', deletedAt: 'D' },
];
const fields = { code: 'LAB009', partyId: 2001, createdOn: '2026-01-02' };

describeOpcRecordEntity({
  name: 'operations laboratories',
  electro,
  idName: 'laboratoryId',
  records: laboratories,
  patchedId: 2,
  fields,
  missingId: 3,
  create: createOpcLaboratory,
  update: updateOpcLaboratory,
  softDelete: deleteOpcLaboratory,
  restore: restoreOpcLaboratory,
  list: listOpcLaboratories,
  get: getOpcLaboratory,
});
