/** Temperatures (§2 "Temperatures", §7): the list, a reading, record and edit, the users' fixed list. */
import type { warehouseTemperatureRoutes } from '../../../shared/api/routes/warehouse-temperatures';
import { TEMPERATURE_USERS } from '../../../shared/warehouse/temperatures';
import { reply, type Request } from '../../lib/http/group-handler';
import { temperatureTable } from '../../lib/warehouse/temperature-table';
import { readingView, requireReading, saveReading } from '../../lib/warehouse/temperatures';

type R = typeof warehouseTemperatureRoutes;

export const temperaturesDatatable = (req: Request<R['warehouse.temperatures.datatable']>) =>
  temperatureTable.answer(req.query, undefined);

export async function temperaturesStore(req: Request<R['warehouse.temperatures.store']>) {
  const saved = await saveReading(null, req.body, req.caller);
  return reply(201, { data: readingView(saved) });
}

export async function temperaturesShow(req: Request<R['warehouse.temperatures.show']>) {
  return { data: readingView(await requireReading(req.params.id)) };
}

export async function temperaturesUpdate(req: Request<R['warehouse.temperatures.update']>) {
  const before = await requireReading(req.params.id);
  return { data: readingView(await saveReading(before, req.body, req.caller)) };
}

export async function warehouseUsers(_: Request<R['warehouse.users']>) {
  const users = TEMPERATURE_USERS.map((u) => ({ id: u.id, name: u.name }));
  return { users, users_all: users };
}
