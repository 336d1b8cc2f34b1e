/** Order delivery time (§2, §9): average days from sale to delivery per party, from the totals the deliveries keep. */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import type { OrderDeliveryTimeEntry } from '../../../shared/warehouse/views';
import { listDeliveryTimes } from '../../lib/data/entities/delivery-time';
import type { Request } from '../../lib/http/group-handler';
import { partiesById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;

export async function orderDeliveryTime(_: Request<R['warehouse.order_delivery_time']>) {
  const data = await listDeliveryTimes();
  const counted = data.filter((d) => d.outs > 0);
  const parties = await partiesById(counted.map((d) => d.partyId));
  const rows: OrderDeliveryTimeEntry[] = counted.map((d) => ({
    party_id: d.partyId,
    party: parties.get(d.partyId)?.name ?? '',
    days: Math.round((d.totalDays / d.outs) * 100) / 100,
    outs: d.outs,
  }));
  return { data: rows.sort((a, b) => b.days - a.days || a.party.localeCompare(b.party, 'ca')) };
}
