/**
 * Demo working-time register: three weeks of weekdays clocked by the internal staff persona (and a
 * week by the administrator), through the same register code the API uses (so the hash chain is
 * real), plus two amendments by the administrator the worker has yet to acknowledge. Seeded once:
 * a register that already has records is left as it is (records are never rewritten).
 */
import { madridInstant, madridParts, nextDate } from '../../../shared/time/madrid';
import { adminCreate, adminUpdate, clockIn, clockOut, type Actor } from '../../../functions/lib/working-time/register';
import { entriesStartingBetween, getHead } from '../../../functions/lib/working-time/store';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/aws';
import { env } from '../../../functions/lib/env';
import { DEMO_ACCOUNTS } from './demo-data';
import { random } from './random';

const actorOf = (persona: string): Actor => {
  const a = DEMO_ACCOUNTS.find((x) => x.persona === persona)!;
  return { id: a.accountId, name: a.name };
};

/** Weekdays (Madrid) from `days` days ago up to yesterday, oldest first. */
function pastWeekdays(now: Date, days: number): string[] {
  const out: string[] = [];
  let date = madridParts(new Date(now.getTime() - days * 86_400_000)).date;
  const today = madridParts(now).date;
  while (date < today) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(date);
    date = nextDate(date);
  }
  return out;
}

const at = (date: string, time: string) => madridInstant(date, time)!;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

async function clockDays(persona: string, days: string[], seed: number): Promise<void> {
  const actor = actorOf(persona);
  const rnd = random(seed);
  for (const date of days) {
    const jitter = () => Math.floor(rnd() * 16) - 8;
    const shifts = [
      [8 * 60 + jitter(), 14 * 60 + jitter()],
      [15 * 60 + jitter(), 17 * 60 + 30 + jitter()],
    ] as const;
    for (const [from, to] of shifts) {
      await clockIn(actor.id, actor, at(date, hhmm(from)));
      await clockOut(actor.id, actor, at(date, hhmm(to)));
    }
  }
}

export async function seedWorkingTime(now: Date = new Date()): Promise<void> {
  // Each worker's register is its own MAC chain, written one record at a time: the two chains
  // are written at once (the longest part of the seed on a loaded machine).
  await Promise.all([seedStaffRegister(now), seedAdminRegister(now), seedNationalIds()]);
}

/** The staff persona's NIF on the register's worker record (the documents print it; the admin has none: "—"). */
async function seedNationalIds(): Promise<void> {
  const staff = actorOf('internal-staff');
  await dynamo().send(
    new PutCommand({
      TableName: env.tableName(),
      Item: { pk: `$wtc#${staff.id}`, sk: 'worker', userId: staff.id, nationalId: '12345678Z' },
    }),
  );
}

async function seedAdminRegister(now: Date): Promise<void> {
  const admin = actorOf('internal-admin');
  if (!(await getHead(admin.id))) await clockDays('internal-admin', pastWeekdays(now, 7), 1);
}

async function seedStaffRegister(now: Date): Promise<void> {
  const staff = actorOf('internal-staff');
  const admin = actorOf('internal-admin');
  if (!(await getHead(staff.id))) {
    const days = pastWeekdays(now, 21);
    // Leave one day out: the administrator adds it (the worker forgot to clock that day).
    const forgotten = days.splice(Math.max(0, days.length - 4), 1)[0];
    await clockDays('internal-staff', days, 2);
    const amendAt = new Date(now.getTime() - 3600_000);
    if (forgotten)
      await adminCreate(
        {
          userId: staff.id,
          start: at(forgotten, '08:00:00').toISOString(),
          end: at(forgotten, '16:00:00').toISOString(),
          reason: 'Oblit de fitxar: confirmat pel responsable',
        },
        admin,
        amendAt,
      );
    const firstDay = days[0];
    if (firstDay) {
      const { from, to } = { from: at(firstDay, '00:00:00').toISOString(), to: at(nextDate(firstDay), '00:00:00').toISOString() };
      const [morning] = await entriesStartingBetween(staff.id, from, to);
      if (morning?.end)
        await adminUpdate(
          morning.entryId,
          {
            userId: staff.id,
            start: at(firstDay, '07:45:00').toISOString(),
            end: morning.end,
            reason: "Va arribar abans d'hora per una entrega urgent",
            version: morning.version,
          },
          admin,
          new Date(amendAt.getTime() + 60_000),
        );
    }
  }
}
