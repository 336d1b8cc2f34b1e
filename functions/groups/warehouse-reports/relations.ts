/** Relation mids-outs and ins-outs; the rules are in functions/lib/warehouse/relations.ts. */
import type { warehouseReportRoutes } from '../../../shared/api/routes/warehouse-reports';
import type { Request } from '../../lib/http/group-handler';
import { insOutsRows, midOutRows, outDuplicates, outWrongQuantities, relateMidToOut } from '../../lib/warehouse/relations';

type R = typeof warehouseReportRoutes;

export async function midsOutsShipmentIn(req: Request<R['warehouse.relation_mids_outs.shipment_in']>) {
  return { data: await midOutRows(req.params.in) };
}

export async function midsOutsUpdate(req: Request<R['warehouse.relation_mids_outs.update_shipment_out']>) {
  const { shipment_in, sale_id, shipment_out } = req.body;
  return { data: await relateMidToOut({ shipmentInId: shipment_in, saleId: sale_id, outNumber: shipment_out }, req.caller) };
}

export async function midsOutsDuplicates(req: Request<R['warehouse.relation_mids_outs.duplicates']>) {
  return { data: await outDuplicates(req.params.in, req.params.out) };
}

export async function midsOutsCheckQuantities(req: Request<R['warehouse.relation_mids_outs.check_quantities']>) {
  return { data: await outWrongQuantities(req.params.in, req.params.out) };
}

export async function insOutsCheckQuantities(req: Request<R['warehouse.relation_ins_outs.check_quantities']>) {
  return { data: await insOutsRows(req.params.in, req.params.out) };
}
