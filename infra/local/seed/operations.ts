/**
 * Operations demo data: the one-role `operacions` account, extra parties and the
 * pharmacy and laboratory records (./operations-data.ts), and a fede and a platform sell-in import. Idempotent: records are written only
 * where none exists, so a restart keeps what was edited on the screens.
 */
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { createOpcLaboratory } from '../../../functions/lib/data/entities/opc-laboratory';
import { createOpcPharmacy } from '../../../functions/lib/data/entities/opc-pharmacy';
import { putParties } from '../../../functions/lib/data/entities/party';
import { isConditionalFailure } from '../../../functions/lib/rate-limit';
import { seedSellIn } from './operations-sell-in';
import { OPC_LABORATORIES, OPC_PHARMACIES, OPERATIONS_PARTIES } from './operations-data';

/** `create` refuses an existing record: kept as it is. */
function alreadyThere(e: unknown) {
  if (!isConditionalFailure(e)) throw e;
}

export async function seedOperations(): Promise<void> {
  await putParties(OPERATIONS_PARTIES);
  for (const p of OPC_PHARMACIES) await createOpcPharmacy(p).catch(alreadyThere);
  for (const l of OPC_LABORATORIES) await createOpcLaboratory(l).catch(alreadyThere);
  await ensureCounterAtLeast('opc-pharmacy', 1_000);
  await ensureCounterAtLeast('opc-laboratory', 1_000);
  await seedSellIn();
}
