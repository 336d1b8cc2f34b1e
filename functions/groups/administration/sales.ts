/** Manual sales and the forms' option lists (§2 "Other administration screens", §7 insert-sales). */
import type { administrationRoutes } from '../../../shared/api/routes/administration';
import { reply, type Request } from '../../lib/http/group-handler';
import { insertManualSales } from '../../lib/administration/manual-sales';
import { listBrands, listDistributorItems } from '../../lib/sales-import/distributors';

type R = typeof administrationRoutes;

export async function salesOptions() {
  const [brands, distributors] = await Promise.all([listBrands(), listDistributorItems()]);
  return {
    data: {
      brands,
      distributors: distributors.map((d) => ({ id: d.id, name: d.name })).sort((a, b) => a.name.localeCompare(b.name, 'ca')),
    },
  };
}

export async function insertSales({ body }: Request<R['administration.insert_sales']>) {
  const inserted = await insertManualSales(body);
  return reply(201, { data: { inserted } });
}
