import { DEFAULT_HOTEL_INFO, formatAmount, hotelInfoSchema, toDollars, type HotelInfo } from '@innkeep/api-contract';
import { eq } from 'drizzle-orm';
import { settings, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';

/** The hotel's details: stored values over the defaults, so a missing key never breaks a page. */
export function getHotelInfo(db: DbOrTx): HotelInfo {
  const stored = Object.fromEntries(
    db
      .select()
      .from(settings)
      .all()
      .map((row) => [row.key, row.value]),
  );
  const merged = { ...DEFAULT_HOTEL_INFO, ...stored };
  const parsed = hotelInfoSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_HOTEL_INFO;
}

/** An amount in cents as the hotel writes money (its currency and locale setting), for texts the server composes. */
export function moneyText(db: DbOrTx, cents: number): string {
  return amountText(getHotelInfo(db), cents);
}

/** The same, with the hotel's details already read (a mail that writes several amounts). */
export const amountText = (hotel: HotelInfo, cents: number): string => formatAmount(toDollars(cents), hotel);

/** What every page may read: the details, and the time zone the web shows dates and times in. */
export function getPublicHotelInfo(deps: Pick<AppDeps, 'env' | 'db'>): HotelInfo & { timeZone: string } {
  return { ...getHotelInfo(deps.db), timeZone: deps.env.HOTEL_TIMEZONE };
}

/** Inserts the default settings, keeping any value that is already stored. Synchronous, so it fits in a transaction. */
export function insertDefaultSettings(tx: DbOrTx, now: Date = new Date()): void {
  const updatedAt = now.toISOString();
  tx.insert(settings)
    .values(Object.entries(DEFAULT_HOTEL_INFO).map(([key, value]) => ({ key, value, updatedAt })))
    .onConflictDoNothing()
    .run();
}

/** One stored setting outside the hotel's details (mail and check-in), or undefined. */
export function storedSetting(db: DbOrTx, key: string): unknown {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value;
}

/** A whole number of days kept under `key`, or `fallback` when none (or nonsense) is stored. */
export function daysSetting(db: DbOrTx, key: string, fallback: number): number {
  const stored = storedSetting(db, key);
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : fallback;
}
