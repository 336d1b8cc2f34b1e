/** /warehouse redirects to the warehouse home, /warehouse/logistics to the logistics home (spec §2). */
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

export default function WarehouseIndex() {
  const { pathname } = useLocation();
  const logistics = pathname.replace(/\/$/, '') === paths.warehouseLogistics;
  return <Navigate to={logistics ? paths.warehouseLogisticsHome : paths.warehouseHome} replace />;
}
