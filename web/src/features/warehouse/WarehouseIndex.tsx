/**
 * /warehouse redirects to the warehouse home, /warehouse/logistics to the logistics home and
 * /warehouse/returns to the returns home (spec §2).
 */
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const HOMES: Record<string, string> = {
  [paths.warehouseLogistics]: paths.warehouseLogisticsHome,
  [paths.warehouseReturns]: paths.warehouseReturnsHome,
};

export default function WarehouseIndex() {
  const { pathname } = useLocation();
  return <Navigate to={HOMES[pathname.replace(/\/$/, '')] ?? paths.warehouseHome} replace />;
}
