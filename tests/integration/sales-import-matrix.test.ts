/**
 * The sales import's authorization matrix, driven by the route table (a new sales-import route
 * without an entry fails): every route against no token and every README persona; the one-role
 * `vendes` account (103 with its leaves) and the internal admin get through.
 * Allowed calls use harmless inputs (unknown ids, invalid bodies).
 */
import { salesImportArea } from '../../shared/areas/sales-import';
import { runMatrix, type MatrixEntry } from './support/matrix';

type Who = (typeof salesImportArea.personas)[number];
/** Every sales-import route lets through the import-sales role (103) and the admin, no one else. */
const SALES: Who[] = ['vendes', 'admin'];

const B = '/api/administration/import-sales';
const NO_ID = '999999999';
const NO_JOB = '00000000-0000-4000-8000-000000000000';
const MATRIX: Record<string, MatrixEntry<Who>> = {
  'sales_import.distributors.index': { who: SALES },
  'sales_import.distributors.store': { who: SALES, body: {}, ok: 422 },
  'sales_import.distributors.update': { who: SALES, path: `${B}/distributors/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.brands.index': { who: SALES },
  'sales_import.brands.store': { who: SALES, body: {}, ok: 422 },
  'sales_import.brands.update': { who: SALES, path: `${B}/brands/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.rows': { who: SALES },
  'sales_import.jobs.show': { who: SALES, path: `${B}/jobs/${NO_JOB}`, ok: 404 },
  'sales_import.grouped': { who: SALES },
  'sales_import.left_to_fix': { who: SALES },
  'sales_import.rejected_rows': { who: SALES },
  'sales_import.rejected_rows.fix': { who: SALES, path: `${B}/rejected-rows/${NO_JOB}.00.0000001`, body: {}, ok: 422 },
  'sales_import.new_products': { who: SALES },
  'sales_import.convert_cn_add': { who: SALES, body: {}, ok: 422 },
  // A refresh of whatever is staged changes nothing the other tests rely on (conversions are re-read):
  // 202, or 409 while another job holds the staging or when nothing is staged.
  'sales_import.convert_cn_apply': { who: SALES, ok: [202, 409] },
  'sales_import.sl_with_specialities': { who: SALES },
  'sales_import.no_deposit': { who: SALES },
  'sales_import.remove_leading_zeroes': { who: SALES, body: {}, ok: 422 },
  'sales_import.remove_leading_zeroes.preview': { who: SALES },
  'sales_import.restore_leading_zeroes': { who: SALES, body: {}, ok: 422 },
  'sales_import.wrong_prices': { who: SALES },
  'sales_import.wrong_prices_update': { who: SALES, body: {}, ok: 422 },
  'sales_import.wrong_prices_matching': { who: SALES },
  'sales_import.wrong_prices_update_matching': { who: SALES, body: {}, ok: 422 },
  'sales_import.finish': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_cn.datatable': { who: SALES },
  'sales_import.convert_cn.store': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_cn.show': { who: SALES, path: `${B}/convert-cn/${NO_ID}`, ok: 404 },
  'sales_import.convert_cn.update': { who: SALES, path: `${B}/convert-cn/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.convert_pf.datatable': { who: SALES },
  'sales_import.convert_pf.store': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_pf.show': { who: SALES, path: `${B}/convert-pf/${NO_ID}`, ok: 404 },
  'sales_import.convert_pf.update': { who: SALES, path: `${B}/convert-pf/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.catalog.datatable': { who: SALES },
  'sales_import.catalog.months': { who: SALES },
  'sales_import.upload_ticket': { who: SALES, body: { file_name: 'virus.exe', size: 10 }, ok: 422 },
  'sales_import.upload': { who: SALES, body: {}, ok: 422 },
  'sales_import.sample': { who: SALES, body: {}, ok: 422 },
  'sales_import.preview': { who: SALES, body: {}, ok: 422 },
  'sales_import.jobs.resume': { who: SALES, path: `${B}/jobs/${NO_JOB}/resume`, body: {}, ok: 404 },
  'sales_import.rejected': { who: SALES, path: `${B}/jobs/${NO_JOB}/rejected`, ok: 404 },
  'sales_import.wrong_prices_export': { who: SALES, ok: [202, 409] },
  'sales_import.download': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_cn.import': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_cn.export': { who: SALES },
  'sales_import.convert_pf.import': { who: SALES, body: {}, ok: 422 },
  'sales_import.convert_pf.export': { who: SALES },
  'sales_import.catalog.import': { who: SALES, body: {}, ok: 422 },
};

runMatrix({ area: salesImportArea, entries: MATRIX });
