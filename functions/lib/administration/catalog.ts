/**
 * The monthly catalog (§2 catalog stepper, §4, §7 "Catalog"). A month's catalog is the product
 * records with a national code at the time it is begun, kept as a snapshot (JSON in the files
 * bucket); its new and deleted products are what appears and disappears against the previous
 * month's snapshot. The month item keeps the figures, each platform's file (version, source,
 * time) and the send log. The xlsx files are written by ./catalog-files.ts (the files group).
 */
import { CATALOG_FILE_IDS, shiftMonth, SPECIAL_CATALOG_ID } from '../../../shared/administration/rules';
import type {
  CatalogFigures,
  CatalogFile,
  CatalogPlatform,
  CatalogProduct,
  CatalogSendLog,
  CatalogWorkingData,
} from '../../../shared/administration/views';
import { PLATFORM_IDS } from '../../../shared/erp/constants';
import { s3 } from '../aws-s3';
import { getParty } from '../data/parties';
import { env } from '../env';
import { getItem, getMany, putItem, update } from '../sales-import/store';
import { AK, FILES } from './keys';
import { productListRows, productsUpdatedAt } from './products';

export { CATALOG_FILE_IDS, SPECIAL_CATALOG_ID };

export interface StoredFile {
  version: number;
  key: string;
  file: string;
  size: number;
  source: 'generated' | 'uploaded';
  updated_at: string;
}

export interface CatalogMonthItem {
  pk: string;
  sk: string;
  month: string;
  figures: CatalogFigures;
  files: Record<string, StoredFile>;
  sends: Record<string, CatalogSendLog[]>;
  built_at: string;
  built_by: string;
}

export interface Snapshot {
  products: CatalogProduct[];
  new: CatalogProduct[];
  deleted: CatalogProduct[];
  /** Laboratory of each national code, for the 1706 file. */
  laboratories: Record<string, number | null>;
}

export const getMonth = (month: string) => getItem<CatalogMonthItem>(AK.catalog, month);

export async function readSnapshot(month: string): Promise<Snapshot | null> {
  try {
    const { sdk, client } = await s3();
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: FILES.catalogSnapshot(month) }));
    return JSON.parse(await out.Body!.transformToString()) as Snapshot;
  } catch (e) {
    if ((e as Error).name === 'NoSuchKey' || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return null;
    throw e;
  }
}

export async function writeSnapshot(month: string, snapshot: Snapshot): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.filesBucket(),
      Key: FILES.catalogSnapshot(month),
      Body: JSON.stringify(snapshot),
      ContentType: 'application/json',
    }),
  );
}

/**
 * The products now (national code, description, listing price) and when a record last changed,
 * from the product list index's compact rows (~100 bytes a product), never the table.
 */
export async function currentCatalog(): Promise<{
  products: CatalogProduct[];
  laboratories: Record<string, number | null>;
  updatedAt: string | null;
}> {
  const all = await productListRows();
  let updatedAt: string | null = null;
  const byCode = new Map<string, CatalogProduct>();
  const laboratories: Record<string, number | null> = {};
  for (const p of all) {
    if (!updatedAt || p.erpUpdatedAt > updatedAt) updatedAt = p.erpUpdatedAt;
    if (!p.cn) continue;
    byCode.set(p.cn, {
      national_code: p.cn,
      description: p.description,
      listing_price: Math.round(p.listingPriceCents) / 100,
    });
    laboratories[p.cn] = p.laboratoryId ?? null;
  }
  const products = [...byCode.values()].sort((a, b) => a.national_code.localeCompare(b.national_code));
  return { products, laboratories, updatedAt };
}

export { productsUpdatedAt };

/** New and deleted products of `products` against the previous month's catalog. */
export function diff(products: CatalogProduct[], previous: CatalogProduct[] | null) {
  const before = new Set((previous ?? []).map((p) => p.national_code));
  const now = new Set(products.map((p) => p.national_code));
  return {
    new: products.filter((p) => !before.has(p.national_code)),
    deleted: (previous ?? []).filter((p) => !now.has(p.national_code)),
  };
}

async function platformLabels(): Promise<Map<number, string>> {
  const parties = await Promise.all(PLATFORM_IDS.map((id) => getParty(id)));
  return new Map(PLATFORM_IDS.map((id, n) => [id, parties[n]?.name ?? String(id)]));
}

export const fileLabel = (id: number, labels: Map<number, string>, specialLabel: string) =>
  id === SPECIAL_CATALOG_ID ? specialLabel : (labels.get(id) ?? String(id));

interface RecipientsItem {
  sk: string;
  to: string[];
  cc: string[];
}

async function platformCards(item: CatalogMonthItem | null, labels: Map<number, string>): Promise<CatalogPlatform[]> {
  const defaults = new Map(
    (await getMany<RecipientsItem>(PLATFORM_IDS.map((id) => ({ pk: AK.recipients, sk: String(id) })))).map((r) => [r.sk, r]),
  );
  return PLATFORM_IDS.map((id) => {
    const sends = item?.sends[id] ?? [];
    const last = sends.at(-1);
    const d = defaults.get(String(id));
    return {
      id,
      label: labels.get(id) ?? String(id),
      to: last?.to ?? d?.to ?? [],
      cc: last?.cc ?? d?.cc ?? [],
      sends,
    };
  });
}

export function fileView(id: number, f: StoredFile, label: string, productsUpdatedAt: string | null): CatalogFile {
  return {
    platform: id,
    label,
    file: f.file,
    version: f.version,
    source: f.source,
    updated_at: f.updated_at,
    size: f.size,
    stale: productsUpdatedAt !== null && f.updated_at < productsUpdatedAt,
  };
}

/**
 * The working data of a month (§7 GET catalog/create), begun or not. A begun month reads its own
 * item and snapshot and when products last changed (one index item); only a month not begun yet
 * reads every product's compact row, to show what beginning it now would give.
 */
export async function workingData(month: string, specialLabel: string): Promise<CatalogWorkingData> {
  const [item, previousItem, labels] = await Promise.all([getMonth(month), getMonth(shiftMonth(month, -1)), platformLabels()]);
  let lists: { new: CatalogProduct[]; deleted: CatalogProduct[]; total: number };
  let updatedAt: string | null;
  if (item) {
    const [snap, changed] = await Promise.all([readSnapshot(month), productsUpdatedAt()]);
    lists = { new: snap?.new ?? [], deleted: snap?.deleted ?? [], total: item.figures.total };
    updatedAt = changed;
  } else {
    // Not begun: what beginning now would give, against the previous month's catalog.
    const [current, previous] = await Promise.all([currentCatalog(), readSnapshot(shiftMonth(month, -1))]);
    lists = { ...diff(current.products, previous?.products ?? null), total: current.products.length };
    updatedAt = current.updatedAt;
  }
  return {
    month,
    built: item !== null,
    new: lists.new,
    deleted: lists.deleted,
    figures: item?.figures ?? { month, total: lists.total, new: lists.new.length, deleted: lists.deleted.length },
    previous: previousItem?.figures ?? null,
    catalogs: item
      ? CATALOG_FILE_IDS.filter((id) => item.files[id]).map((id) =>
          fileView(id, item.files[id]!, fileLabel(id, labels, specialLabel), updatedAt),
        )
      : [],
    platforms: await platformCards(item, labels),
    products_updated_at: updatedAt,
  };
}

export async function saveMonth(item: Omit<CatalogMonthItem, 'pk' | 'sk'>): Promise<void> {
  await putItem({ pk: AK.catalog, sk: item.month, ...item });
}

export async function setFile(month: string, id: number, file: StoredFile): Promise<void> {
  await update(AK.catalog, month, 'SET files.#id = :f', { ':f': file }, { '#id': String(id) }, 'attribute_exists(pk)');
}

export async function logSend(month: string, id: number, log: CatalogSendLog): Promise<void> {
  await update(
    AK.catalog,
    month,
    'SET sends.#id = list_append(if_not_exists(sends.#id, :none), :log)',
    { ':log': [log], ':none': [] },
    { '#id': String(id) },
    'attribute_exists(pk)',
  );
}

export { platformLabels, platformCards };
