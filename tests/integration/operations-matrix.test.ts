/**
 * The operations area's authorization matrix, driven by the route table (a new operations route
 * without an entry fails): every route against no token and every README persona; the one-role
 * `operacions` account (role 112 alone) and the internal admin (every internal role) get through.
 * Allowed calls use harmless inputs (unknown ids, invalid bodies).
 */
import { expect, it } from 'vitest';
import { internalRoleSet, roleId } from '../../shared/roles/catalogue';
import { operationsArea } from '../../shared/areas/operations';
import { rolesOfLogin, runMatrix, type MatrixEntry } from './support/matrix';

type Who = (typeof operationsArea.personas)[number];
/** Every operations route lets through the operations role (112) and the admin, no one else. */
const OPC: Who[] = ['operacions', 'admin'];

const NO_ID = '999999999';
const MATRIX: Record<string, MatrixEntry<Who>> = {
  'operations.categories': { who: OPC },
  'operations.pharmacies.datatable': { who: OPC },
  'operations.pharmacies.store': { who: OPC, body: {}, ok: 422 },
  'operations.pharmacies.trash': { who: OPC },
  'operations.pharmacies.restore': { who: OPC, path: `/api/opc/pharmacies/trash/${NO_ID}`, ok: 404 },
  'operations.pharmacies.show': { who: OPC, path: `/api/opc/pharmacies/${NO_ID}`, ok: 404 },
  'operations.pharmacies.update': { who: OPC, path: `/api/opc/pharmacies/${NO_ID}`, body: {}, ok: 422 },
  'operations.pharmacies.delete': { who: OPC, path: `/api/opc/pharmacies/${NO_ID}`, ok: 404 },
  'operations.laboratories.datatable': { who: OPC },
  'operations.laboratories.store': { who: OPC, body: {}, ok: 422 },
  'operations.laboratories.trash': { who: OPC },
  'operations.laboratories.restore': { who: OPC, path: `/api/opc/laboratories/trash/${NO_ID}`, ok: 404 },
  'operations.laboratories.show': { who: OPC, path: `/api/opc/laboratories/${NO_ID}`, ok: 404 },
  'operations.laboratories.update': { who: OPC, path: `/api/opc/laboratories/${NO_ID}`, body: {}, ok: 422 },
  'operations.laboratories.delete': { who: OPC, path: `/api/opc/laboratories/${NO_ID}`, ok: 404 },
  'operations.webinars.index': { who: OPC },
  'operations.webinars.store': { who: OPC, body: {}, ok: 422 },
  'operations.webinars.trash': { who: OPC },
  'operations.webinars.restore': { who: OPC, path: `/api/opc/webinars/trash/${NO_ID}`, ok: 404 },
  'operations.webinars.show': { who: OPC, path: `/api/opc/webinars/${NO_ID}`, ok: 404 },
  'operations.webinars.update': { who: OPC, path: `/api/opc/webinars/${NO_ID}`, body: {}, ok: 422 },
  'operations.webinars.delete': { who: OPC, path: `/api/opc/webinars/${NO_ID}`, ok: 404 },
  'operations.sell_in.summary': { who: OPC },
  'operations.import.sell_in_fede.lookups': { who: OPC },
  'operations.import.sell_in_fede': { who: OPC, body: {}, ok: 422 },
  'operations.import.sell_in_platform': { who: OPC, body: {}, ok: 422 },
  'operations.import.batches': { who: OPC },
  'operations.import.batches.delete': { who: OPC, path: `/api/opc/import/batches/${NO_ID}`, ok: 404 },
  'operations.import.mappings': { who: OPC, query: 'kind=sell_in_fede' },
  'operations.import.mappings.save': { who: OPC, body: {}, ok: 422 },
  'operations.import.upload_ticket': { who: OPC, body: { file_name: 'virus.exe', size: 10 }, ok: 422 },
  'operations.import.stock': { who: OPC, body: {}, ok: 422 },
  'operations.import.target': { who: OPC, body: {}, ok: 422 },
  'operations.sell_in.summary.export': { who: OPC },
};

it('seeds operacions with the operations role alone', () => {
  expect(rolesOfLogin('operacions')).toEqual(internalRoleSet([roleId('administration.opc')]));
  expect(rolesOfLogin('staff')).not.toContain(roleId('administration.opc'));
});

runMatrix({ area: operationsArea, entries: MATRIX });
