/**
 * The temperature log at its real volume (DESIGN.md: ~20,000 readings) for `npm run bench:tables`
 * and `npm run seed:volume`: readings spread over two years on the real entity, with their compact
 * rows and the list's counters, written in batches (the per-row transactions would only slow it).
 */
import { CARRIERS, WAREHOUSES } from '../../../shared/erp/constants';
import { readingPasses, STORAGE_RANGE, TEMPERATURE_USERS } from '../../../shared/warehouse/temperatures';
import { temperatureReadingPut } from '../../../functions/lib/data/entities/temperature-reading';
import { writeItems } from '../../../functions/lib/data/batch';
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import {
  countKeys,
  rowOf,
  TEMPERATURES_TABLE,
  temperatureKey,
  type ReadingItem,
} from '../../../functions/lib/warehouse/temperatures';
import { addCounts, putOf, type Put } from './ticketing-volume';

/** A deterministic pseudo-random sequence (the same volume every run). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export interface TemperatureVolumeShape {
  readings: number;
  /** Laboratories the readings name ({id, name, coldChain}). */
  laboratories: { id: number; name: string; coldChain: boolean }[];
  idOffset?: number;
}

export function* volumeReadings(shape: TemperatureVolumeShape): Generator<ReadingItem> {
  const rnd = random(20_000);
  const start = Date.UTC(2024, 10, 25);
  const span = 2 * 365 * 86_400_000;
  for (let i = 1; i <= shape.readings; i++) {
    const lab = shape.laboratories[Math.floor(rnd() * shape.laboratories.length)]!;
    const kind = lab.coldChain ? 'cold' : 'ambient';
    const range = STORAGE_RANGE[kind];
    // Mostly within range, about 3% outside it.
    const centre = (range.min + range.max) / 2;
    const t =
      rnd() < 0.03 ? centre + (rnd() < 0.5 ? -1 : 1) * (range.max - range.min) : centre + (rnd() - 0.5) * (range.max - range.min);
    const temperature = Math.min(44.5, Math.max(0.5, Math.round(t * 2) / 2));
    const at = new Date(start + Math.floor((i / shape.readings) * span) + Math.floor(rnd() * 3_600_000));
    const date = at.toISOString().slice(0, 16).replace('T', ' ') + ':00';
    const base = {
      readingId: (shape.idOffset ?? 0) + i,
      date,
      warehouseId: WAREHOUSES[Math.floor(rnd() * WAREHOUSES.length)]!.id,
      carrierId: CARRIERS[Math.floor(rnd() * CARRIERS.length)]!.id,
      laboratoryId: lab.id,
      laboratoryName: lab.name,
      brand: `Marca ${Math.floor(rnd() * 200)}`,
      expedition: `EXP-${String(i).padStart(7, '0')}`,
      packages: String(1 + Math.floor(rnd() * 40)),
      temperature,
      temperatureKey: temperatureKey(temperature),
      result: readingPasses(temperature, kind) ? ('pass' as const) : ('fail' as const),
      rangeMin: range.min,
      rangeMax: range.max,
      userId: TEMPERATURE_USERS[Math.floor(rnd() * TEMPERATURE_USERS.length)]!.id,
      createdById: 1,
      createdByName: 'Volum',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      version: 1,
    };
    yield { ...base, row: rowOf(base) } as ReadingItem;
  }
}

export const syntheticLaboratories = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: 2001 + i, name: `Laboratori ${i + 1}`, coldChain: i % 5 === 0 }));

/** Writes the readings and their counters; answers the seconds it took. */
export async function loadTemperatureVolume(shape: TemperatureVolumeShape, { concurrency = 8 } = {}): Promise<number> {
  const started = performance.now();
  const counts: Record<string, number> = {};
  let pending: Put[][] = [];
  let batch: Put[] = [];
  let last = 0;
  for (const r of volumeReadings(shape)) {
    for (const k of countKeys(r)) counts[k] = (counts[k] ?? 0) + 1;
    batch.push(putOf(temperatureReadingPut(r)));
    last = r.readingId;
    if (batch.length >= 500) {
      pending.push(batch);
      batch = [];
      if (pending.length === concurrency) {
        await Promise.all(pending.map((c) => writeItems(c)));
        pending = [];
      }
    }
  }
  pending.push(batch);
  await Promise.all(pending.map((c) => writeItems(c)));
  await addCounts(TEMPERATURES_TABLE, counts);
  await ensureCounterAtLeast('temperatureReading', last);
  return (performance.now() - started) / 1000;
}
