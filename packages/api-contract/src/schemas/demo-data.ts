import { z } from 'zod';
import { t } from '../i18n/translate';

/** What the administrator types to confirm Remove demo data; the server checks it too. */
export const REMOVE_DEMO_DATA_CONFIRMATION = 'REMOVE DEMO DATA';

export const DEMO_DATA_MSG = {
  confirmationMismatch: `Type ${REMOVE_DEMO_DATA_CONFIRMATION} to confirm`,
  removed: 'Demo data removed: only your account remains',
  removeFailed: 'Failed to remove demo data',
  bannerTitle: 'Demo passwords still work',
  bannerText: (emails: readonly string[]) =>
    t(
      '{count, plural, one {{emails} still signs in with its published demo password. Change that password, or remove the demo data in Settings, before real guests or staff use this installation.} other {{emails} still sign in with their published demo passwords. Change those passwords, or remove the demo data in Settings, before real guests or staff use this installation.}}',
      { count: emails.length, emails: emails.join(', ') },
    ),
} as const;

const keep = (what: string) => z.boolean({ error: `${what} must be true or false` }).default(true);

/** Remove demo data: the typed confirmation, and what to keep besides the signed-in administrator. */
export const removeDemoDataInput = z.object({
  confirmation: z.string({ error: DEMO_DATA_MSG.confirmationMismatch }).refine((value) => value === REMOVE_DEMO_DATA_CONFIRMATION, {
    message: DEMO_DATA_MSG.confirmationMismatch,
  }),
  keepRooms: keep('keepRooms'),
  keepMenu: keep('keepMenu'),
  keepSettings: keep('keepSettings'),
});
export type RemoveDemoDataInput = z.input<typeof removeDemoDataInput>;
export type RemoveDemoDataOptions = z.output<typeof removeDemoDataInput>;

/** Row counts of what Remove demo data deleted, by table. */
export interface DemoDataRemoved {
  users: number;
  sessions: number;
  bookings: number;
  foodOrders: number;
  foodOrderItems: number;
  complaints: number;
  notifications: number;
  chatMessages: number;
  roomReviews: number;
  rooms: number;
  foodItems: number;
  settings: number;
}

/** The demo accounts that still sign in with their published password (the dashboard banner). */
export interface DemoStatus {
  demoPasswordsInUse: string[];
}
