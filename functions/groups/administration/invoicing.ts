/** Platform invoicing lookups (§4: orders reload with the platform; an order fills its outs). */
import type { administrationRoutes } from '../../../shared/api/routes/administration';
import { contentsOf, purchaseOrdersOf } from '../../lib/administration/platform-invoicing';
import type { Request } from '../../lib/http/group-handler';

type R = typeof administrationRoutes;

export const purchaseOrders = async ({ params }: Request<R['administration.platform_invoicing.purchase_orders']>) => ({
  data: await purchaseOrdersOf(params.platform),
});

export const byPurchaseOrder = async ({ body }: Request<R['administration.platform_invoicing.by_purchase_order']>) => ({
  data: await contentsOf(body.purchase),
});
