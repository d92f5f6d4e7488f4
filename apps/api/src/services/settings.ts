import { hotelInfoSchema, type HotelInfo } from '@innkeep/api-contract';
import { settings, type DbOrTx } from '@innkeep/db';
import { DEFAULT_SETTINGS } from '../seed/defaults';

/** The hotel's details: stored values over the defaults, so a missing key never breaks a page. */
export function getHotelInfo(db: DbOrTx): HotelInfo {
  const stored = Object.fromEntries(db.select().from(settings).all().map((row) => [row.key, row.value]));
  const merged = { ...DEFAULT_SETTINGS, ...stored };
  const parsed = hotelInfoSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}
