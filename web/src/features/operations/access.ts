/**
 * Who reaches the operations screens (spec §6: the operations role, catalogue id 112), shared by
 * the router, the home's tiles and the link bar. The API checks the same role on every route.
 */
import { ROLE_ID_OPC } from '../../../../shared/operations/roles';

export const OPC_ROLES = [ROLE_ID_OPC];
