/**
 * npm run seed:volume [-- --base-port N | --table NAME --bucket NAME] [--scale F]
 *
 * Fills the running local stand-in (or a named table) with the group's realistic size through the
 * ERP ingest path (the real loader): 2,000 parties, 30,000 products and their lots, 300,000 sale
 * lines over 12 months, 20,000 incoming shipment lines, 50,000 outs, delivery notes and platform
 * purchase orders; then 100,000 tickets and 200,000 calls (infra/local/seed/ticketing-volume.ts,
 * once: a marker item says they are loaded; --skip-ticketing leaves them out), and the sales
 * import's 50,000 product conversions and 500,000 catalog rows over 12 months (once;
 * --skip-sales-import leaves them out), and 20,000 temperature readings over two years of the
 * laboratories loaded (once; --skip-temperatures leaves them out). The demo pharmacies and laboratories take part, so the demo accounts see it.
 * Running it again the same day changes nothing.
 */
import { parseArgs, TARGET_OPTIONS, useTarget } from './target';

const { values } = parseArgs({
  options: {
    ...TARGET_OPTIONS,
    scale: { type: 'string' },
    'skip-ticketing': { type: 'boolean' },
    'skip-sales-import': { type: 'boolean' },
    'skip-temperatures': { type: 'boolean' },
    // The sales import's conversions and catalog alone (bench:volume --seed sales-import).
    'only-sales-import': { type: 'boolean' },
  },
});
try {
  const where = await useTarget(values);
  const { erpFeed, VOLUME_SHAPE } = await import('../../infra/local/seed/erp-feed');
  const { demoShape } = await import('../../infra/local/seed/erp');
  const { loadFeed } = await import('../../functions/lib/erp/loader');
  const { memoryRejects } = await import('../../functions/lib/erp/rejects');
  const scale = Number(values.scale ?? 1);
  const demo = demoShape();
  const n = (v: number) => Math.max(1, Math.round(v * scale));
  const shape = {
    ...VOLUME_SHAPE,
    pharmacies: demo.pharmacies,
    laboratories: demo.laboratories,
    partyNames: demo.partyNames,
    newParties: { pharmacies: n(VOLUME_SHAPE.newParties!.pharmacies), laboratories: n(VOLUME_SHAPE.newParties!.laboratories) },
    products: n(VOLUME_SHAPE.products),
    saleLines: n(VOLUME_SHAPE.saleLines),
    shipmentInLines: n(VOLUME_SHAPE.shipmentInLines),
    outs: n(VOLUME_SHAPE.outs),
    purchaseOrdersPerPlatform: n(VOLUME_SHAPE.purchaseOrdersPerPlatform),
    // Ids above the demo feed's, so both live side by side.
    seed: VOLUME_SHAPE.seed,
    idOffset: 1_000_000,
    today: new Date(),
  };
  if (values['only-sales-import']) {
    await seedSalesImportVolume(n);
    process.exit(0);
  }
  console.log(`Loading the volume feed into ${where}…`);
  const rejects = memoryRejects();
  const started = performance.now();
  let last = 0;
  async function* lines() {
    for (const line of erpFeed(shape)) {
      yield line;
      if (++last % 50_000 === 0) process.stdout.write(`  ${last.toLocaleString('en')} lines…\n`);
    }
  }
  const report = await loadFeed(lines(), { source: 'seed:volume', rejects });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Done in ${seconds.toFixed(0)} s: received ${report.received}, upserted ${report.upserted}, ` +
      `skipped ${report.skipped}, rejected ${report.rejected}.`,
  );
  if (report.rejected) console.log('First rejects:', rejects.lines.slice(0, 3));
  if (!values['skip-ticketing']) await seedTicketingVolume(n);
  if (!values['skip-sales-import']) await seedSalesImportVolume(n);
  if (!values['skip-temperatures']) await seedTemperatureVolume(n);
  process.exit(report.rejected ? 1 : 0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

/** Conversions and the price catalog, once per table (a marker item). */
async function seedSalesImportVolume(n: (v: number) => number) {
  const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/lib/aws');
  const { env } = await import('../../functions/lib/env');
  const marker = { pk: '$volume#sales-import', sk: '$volume' };
  if ((await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: marker }))).Item) {
    console.log('Conversions and catalog of the volume are loaded already.');
    return;
  }
  const { loadSalesImportVolume } = await import('../../infra/local/seed/sales-import-volume');
  const shape = { conversions: n(50_000), catalogRows: n(500_000), months: 12 };
  console.log(
    `Loading ${shape.conversions.toLocaleString('en')} conversions and ${shape.catalogRows.toLocaleString('en')} catalog rows…`,
  );
  const r = await loadSalesImportVolume(shape);
  await dynamo().send(new PutCommand({ TableName: env.tableName(), Item: { ...marker, at: new Date().toISOString() } }));
  console.log(`Conversions in ${r.conversionSeconds.toFixed(0)} s, catalog in ${r.catalogSeconds.toFixed(0)} s.`);
}

/** Tickets and calls, once per table (a marker item), spread over the demo staff and the parties loaded above. */
async function seedTicketingVolume(n: (v: number) => number) {
  const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/lib/aws');
  const { env } = await import('../../functions/lib/env');
  const marker = { pk: '$volume#ticketing', sk: '$volume' };
  if ((await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: marker }))).Item) {
    console.log('Tickets and calls of the volume are loaded already.');
    return;
  }
  const { loadTicketVolume } = await import('../../infra/local/seed/ticketing-volume');
  const { listParties } = await import('../../functions/lib/data/parties');
  const { staffAccounts } = await import('../../functions/lib/ticketing/users');
  const users = (await staffAccounts()).map((a) => a.accountId);
  const parties = (await listParties()).map((p) => ({ id: p.partyId, code: p.code, name: p.name, phone: p.phone }));
  const shape = { tickets: n(100_000), calls: n(200_000), idOffset: 1_000_000, users, parties };
  console.log(`Loading ${shape.tickets.toLocaleString('en')} tickets and ${shape.calls.toLocaleString('en')} calls…`);
  const { ticketSeconds, callSeconds } = await loadTicketVolume(shape, { log: (line) => console.log(line) });
  await dynamo().send(new PutCommand({ TableName: env.tableName(), Item: { ...marker, at: new Date().toISOString() } }));
  console.log(`Tickets in ${ticketSeconds.toFixed(0)} s, calls in ${callSeconds.toFixed(0)} s.`);
}

/** Temperature readings, once (a marker item), over the laboratories loaded above. */
async function seedTemperatureVolume(n: (v: number) => number) {
  const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/lib/aws');
  const { env } = await import('../../functions/lib/env');
  const marker = { pk: '$volume#temperatures', sk: '$volume' };
  if ((await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: marker }))).Item) {
    console.log('Temperature readings of the volume are loaded already.');
    return;
  }
  const { loadTemperatureVolume } = await import('../../infra/local/seed/temperature-volume');
  const { listParties } = await import('../../functions/lib/data/parties');
  const laboratories = (await listParties())
    .filter((p) => p.kind === 'laboratory')
    .map((p) => ({ id: p.partyId, name: p.name, coldChain: p.coldChain ?? false }));
  const readings = n(20_000);
  console.log(`Loading ${readings.toLocaleString('en')} temperature readings…`);
  const seconds = await loadTemperatureVolume({ readings, laboratories, idOffset: 1_000_000 });
  await dynamo().send(new PutCommand({ TableName: env.tableName(), Item: { ...marker, at: new Date().toISOString() } }));
  console.log(`Temperature readings in ${seconds.toFixed(0)} s.`);
}
