/**
 * The demo's ERP records, loaded through the real ERP loader (the same path as the ERP's feeds):
 * the demo laboratories' products and lots, the demo pharmacies' sales over three months, incoming
 * shipments serving them, outs in every state, purchase orders on each platform, delivery notes.
 */
import { loadFeed } from '../../../functions/lib/erp/loader';
import { memoryRejects } from '../../../functions/lib/erp/rejects';
import { DEMO_PARTIES } from './demo-data';
import { erpFeed, type FeedShape } from './erp-feed';

export function demoShape(today = new Date()): FeedShape {
  return {
    seed: 2026,
    pharmacies: DEMO_PARTIES.filter((p) => p.kind === 'pharmacy').map((p) => p.partyId),
    laboratories: DEMO_PARTIES.filter((p) => p.kind === 'laboratory').map((p) => p.partyId),
    partyNames: Object.fromEntries(DEMO_PARTIES.map((p) => [p.partyId, p.name])),
    // Small enough to keep the first `npm start` quick, big enough for every warehouse list.
    products: 60,
    saleLines: 480,
    months: 3,
    shipmentInLines: 50,
    outs: 70,
    purchaseOrdersPerPlatform: 3,
    // Enough packed outs of several pharmacies for the logistics screens (and their tests) to group.
    packedShare: 0.5,
    today,
  };
}

export async function seedErp(): Promise<void> {
  const rejects = memoryRejects();
  async function* lines() {
    yield* erpFeed(demoShape());
  }
  const report = await loadFeed(lines(), { source: 'seed:demo', rejects });
  if (report.rejected)
    throw new Error(`Demo ERP feed: ${report.rejected} lines rejected, first: ${JSON.stringify(rejects.lines[0])}`);
}
