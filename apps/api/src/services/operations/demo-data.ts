import { ne } from 'drizzle-orm';
import { DEMO_DATA_MSG, type DemoDataRemoved, type DemoStatus, type RemoveDemoDataOptions } from '@innkeep/api-contract';
import {
  bookings,
  chatMessages,
  chats,
  complaints,
  foodItems,
  foodOrderItems,
  foodOrders,
  notifications,
  staffNotices,
  roomReviews,
  rooms,
  sessions,
  settings,
  users,
  type DbOrTx,
} from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../demo-accounts';
import { recordAudit, type Actor } from './audit';
import { verifyPassword } from '../people/passwords';
import { findUserByEmail } from '../people/users';
import { asAdmin } from '../people/admin-users';

/**
 * Whether each demo account's published password still works, by the stored hash it was checked
 * against: a password changed in any way (this server, another process on the same file,
 * `create-admin`) is a new hash and gets a fresh argon2 check, and an unchanged one never does again,
 * so the public list below costs one indexed read per account.
 */
const verdicts = new Map<string, { hash: string; works: boolean }>();

/** The demo accounts whose stored hash still matches the published password. */
export async function demoAccountsInUse(db: DbOrTx): Promise<DemoAccount[]> {
  const checks = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const hash = findUserByEmail(db, account.email)?.passwordHash;
      if (hash === undefined) return null;
      let verdict = verdicts.get(account.email);
      if (verdict?.hash !== hash) {
        verdict = { hash, works: await verifyPassword(hash, account.password) };
        verdicts.set(account.email, verdict);
      }
      return verdict.works ? account : null;
    }),
  );
  return checks.filter((account) => account !== null);
}

export async function demoStatus(db: DbOrTx): Promise<DemoStatus> {
  return { demoPasswordsInUse: (await demoAccountsInUse(db)).map((account) => account.email) };
}

/**
 * Leaves an empty hotel with only the signed-in administrator (and their sessions): every other
 * account and everything guests and staff produced go; rooms, the menu and the hotel settings go
 * only when asked. The audit log stays whole: its rows name actors by id and name, without a
 * foreign key, so deleting users never touches them, and the removal adds one row with the counts.
 */
export function removeDemoData(
  deps: AppDeps,
  actor: Actor,
  input: RemoveDemoDataOptions,
): { success: true; message: string; removed: DemoDataRemoved } {
  const result = asAdmin(deps, actor, (tx, at) => {
    const clearedAt = at.toISOString();
    // Children before parents: bookings and food orders restrict deleting their guest or room.
    const removed: DemoDataRemoved = {
      foodOrderItems: tx.delete(foodOrderItems).run().changes,
      foodOrders: tx.delete(foodOrders).run().changes,
      bookings: tx.delete(bookings).run().changes,
      complaints: tx.delete(complaints).run().changes,
      // Staff notices count as notifications; their receipts go with them (cascade).
      notifications: tx.delete(notifications).run().changes + tx.delete(staffNotices).run().changes,
      chatMessages: tx.delete(chatMessages).run().changes,
      // Reviews were written by the guests being removed.
      roomReviews: tx.delete(roomReviews).run().changes,
      sessions: tx.delete(sessions).where(ne(sessions.userId, actor.id)).run().changes,
      users: tx.delete(users).where(ne(users.id, actor.id)).run().changes,
      rooms: input.keepRooms ? 0 : tx.delete(rooms).run().changes,
      foodItems: input.keepMenu ? 0 : tx.delete(foodItems).run().changes,
      // Without stored values every page shows the defaults, and the next start stores them again.
      settings: input.keepSettings ? 0 : tx.delete(settings).run().changes,
    };
    // Kept rooms lose the stays and reviews behind their status and rating.
    if (input.keepRooms) tx.update(rooms).set({ status: 'available', rating: null, updatedAt: clearedAt }).run();
    const chatIds = tx.update(chats).set({ lastCleared: clearedAt, lastClearedBy: actor.id }).returning({ id: chats.id }).all();
    const kept = { rooms: input.keepRooms, menu: input.keepMenu, settings: input.keepSettings };
    recordAudit(tx, actor, 'demo-data.remove', 'settings', 'demo-data', { removed, kept }, at);
    return { removed, chatIds: chatIds.map((chat) => chat.id), clearedAt };
  });
  for (const chatId of result.chatIds) {
    deps.events.emit('chatCleared', { chatId, clearedAt: result.clearedAt, clearedBy: { _id: actor.id, name: actor.name } });
  }
  return { success: true, message: DEMO_DATA_MSG.removed, removed: result.removed };
}
