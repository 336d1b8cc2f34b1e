import { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import { groupHandler } from '../../lib/http/group-handler';
import { catalogDatatable, catalogMonthsIndex } from './catalog';
import { brandsIndex, brandsStore, brandsUpdate, distributorsIndex, distributorsStore, distributorsUpdate } from './config';
import {
  convertCnDatatable,
  convertCnShow,
  convertCnStore,
  convertCnUpdate,
  convertPfDatatable,
  convertPfShow,
  convertPfStore,
  convertPfUpdate,
} from './conversions';
import {
  convertCnAdd,
  convertCnApply,
  finish,
  grouped,
  newProducts,
  noDeposit,
  removeLeadingZeroes,
  rows,
  showJob,
  slWithSpecialities,
  wrongPrices,
  wrongPricesUpdate,
} from './wizard';

export const handler = groupHandler(salesImportRoutes, {
  'sales_import.distributors.index': distributorsIndex,
  'sales_import.distributors.store': distributorsStore,
  'sales_import.distributors.update': distributorsUpdate,
  'sales_import.brands.index': brandsIndex,
  'sales_import.brands.store': brandsStore,
  'sales_import.brands.update': brandsUpdate,
  'sales_import.rows': rows,
  'sales_import.jobs.show': showJob,
  'sales_import.grouped': grouped,
  'sales_import.new_products': newProducts,
  'sales_import.convert_cn_add': convertCnAdd,
  'sales_import.convert_cn_apply': convertCnApply,
  'sales_import.sl_with_specialities': slWithSpecialities,
  'sales_import.no_deposit': noDeposit,
  'sales_import.remove_leading_zeroes': removeLeadingZeroes,
  'sales_import.wrong_prices': wrongPrices,
  'sales_import.wrong_prices_update': wrongPricesUpdate,
  'sales_import.finish': finish,
  'sales_import.convert_cn.datatable': convertCnDatatable,
  'sales_import.convert_cn.store': convertCnStore,
  'sales_import.convert_cn.show': convertCnShow,
  'sales_import.convert_cn.update': convertCnUpdate,
  'sales_import.convert_pf.datatable': convertPfDatatable,
  'sales_import.convert_pf.store': convertPfStore,
  'sales_import.convert_pf.show': convertPfShow,
  'sales_import.convert_pf.update': convertPfUpdate,
  'sales_import.catalog.datatable': catalogDatatable,
  'sales_import.catalog.months': catalogMonthsIndex,
});
