/**
 * Warehouse reports: pending sales, pending purchases and statistics, prenotices.
 * The work is in functions/lib/warehouse (purchase-orders, pending-sales, pending-purchases, prenotices).
 */
import type { warehouseReportRoutes } from '../../../shared/api/routes/warehouse-reports';
import { exportFile } from '../../lib/files/exports';
import { issueUploadTicket } from '../../lib/files/upload-ticket';
import { notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { pendingPurchasesReport, reportXlsx } from '../../lib/warehouse/pending-purchases';
import { downloadPendingSales } from '../../lib/warehouse/pending-sales';
import { PRENOTICE_UPLOADS, prenoticeRecipients, sendPrenotice, setPrenoticeRecipients } from '../../lib/warehouse/prenotices';
import { getStatisticsJob, startStatisticsJob, statisticsJobView } from '../../lib/warehouse/statistics-job';
import { orderByNumber, orderContents, outNumbersOf, platformOrders } from '../../lib/warehouse/purchase-orders';

type R = typeof warehouseReportRoutes;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function pendingSalesPurchaseOrders(req: Request<R['warehouse.pending_sales.purchase_orders']>) {
  return { data: await platformOrders(req.params.platform) };
}

export async function pendingSalesOuts(req: Request<R['warehouse.pending_sales.outs_by_purchase_order']>) {
  const order = await orderByNumber(req.body.platform, req.body.purchase);
  return { data: outNumbersOf(order).map((number) => ({ number })) };
}

export async function pendingSalesDownload(req: Request<R['warehouse.pending_sales.download']>) {
  return downloadPendingSales(req.body.platform, req.body.outs, req.caller);
}

export async function pendingPurchases(req: Request<R['warehouse.pending_purchases']>) {
  const { date, laboratory, download } = req.query;
  const report = await pendingPurchasesReport(date, laboratory, req.locale);
  if (!download) return report;
  const body = await reportXlsx(report, date);
  const { url } = await exportFile({
    folder: 'pending-purchases',
    fileName: `pending_purchases_${date}.xlsx`,
    body,
    contentType: XLSX,
  });
  return { url };
}

/** A job (202): the range's records are too many for one call at the group's size (statistics-job.ts). */
export async function pendingPurchasesStats(req: Request<R['warehouse.pending_purchases.statistics']>) {
  const { from, to, laboratory } = req.query;
  const job = await startStatisticsJob({ from, to, laboratory }, req.locale, req.caller.accountId);
  return reply(202, { data: await statisticsJobView(job) });
}

export async function pendingPurchasesStatsJob(req: Request<R['warehouse.pending_purchases.statistics.job']>) {
  const job = await getStatisticsJob(req.params.job);
  if (!job) throw notFound();
  return { data: await statisticsJobView(job) };
}

export async function prenoticesPurchaseOrders(req: Request<R['warehouse.prenotices.purchase_orders']>) {
  return { data: await platformOrders(req.params.platform) };
}

export async function prenoticesOrderContents(req: Request<R['warehouse.prenotices.outs_and_consignments']>) {
  return { data: await orderContents(req.body.platform, req.body.purchase) };
}

export async function prenoticesUpload(req: Request<R['warehouse.prenotices.upload']>) {
  return { data: await issueUploadTicket(PRENOTICE_UPLOADS, req.caller, req.body) };
}

export async function prenoticesProcess(req: Request<R['warehouse.prenotices.process']>) {
  return { data: await sendPrenotice(req.body, req.caller, req.locale) };
}

export async function prenoticesRecipientsShow(req: Request<R['warehouse.prenotices.recipients.show']>) {
  return prenoticeRecipients(req.params.platform);
}

export async function prenoticesRecipientsUpdate(req: Request<R['warehouse.prenotices.recipients.update']>) {
  return setPrenoticeRecipients(req.params.platform, req.body.to, req.caller);
}
