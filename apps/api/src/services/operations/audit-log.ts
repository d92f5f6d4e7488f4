import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderNumber, type AuditListQuery } from '@innkeep/api-contract';
import { auditLog, bookings, complaints, foodItems, rooms, users, type DbOrTx } from '@innkeep/db';
import { countAll, newestFirst, pageWindow, totalOf } from '../../engine/query';
import { searchIn } from '../../engine/search';

type AuditRow = typeof auditLog.$inferSelect;

/** `subject`: what the entry is about, in words ("room 101", "Grace Hopper's booking K7Q-4ZP (room 101)"), when known. */
export function toAuditEntryView(row: AuditRow, subject: string | null = null) {
  return {
    _id: row.id,
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    subject,
    details: row.details,
    createdAt: row.createdAt,
  };
}
export type AuditEntryView = ReturnType<typeof toAuditEntryView>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Words for a record that is gone (or was never looked up), from what its entry recorded. */
function recordedSubject(row: AuditRow): string | null {
  const { details } = row;
  const roomNumber = text(details.roomNumber);
  switch (row.entity) {
    case 'room':
      return roomNumber ? `room ${roomNumber}` : 'a room since deleted';
    case 'user':
      return text(details.name) ?? text(details.email) ?? 'an account since deleted';
    case 'food_item':
      return text(details.name) ?? 'a dish since deleted';
    case 'booking':
      return roomNumber ? `a booking of room ${roomNumber}` : 'a booking';
    case 'food_order':
      return row.entityId ? `order #${orderNumber(row.entityId)}` : 'an order';
    case 'complaint':
      return 'a complaint';
    case 'settings':
      return row.entityId === 'hotel' ? 'the hotel settings' : row.entityId === 'database' ? 'the database' : 'the settings';
    default:
      return null;
  }
}

/**
 * Each entry's subject in words: the records of one page looked up by id, one statement per kind
 * (primary keys), so entries written before their details named things read as well as new ones.
 */
function subjectsOf(db: DbOrTx, rows: AuditRow[]): (row: AuditRow) => string | null {
  const idsOf = (entity: string) => [...new Set(rows.flatMap((row) => (row.entity === entity && row.entityId ? [row.entityId] : [])))];
  const words = new Map<string, string>();
  const put = (entity: string, id: string, label: string) => words.set(`${entity}:${id}`, label);
  const lookup = <T>(entity: string, read: (ids: string[]) => T[], label: (found: T) => [string, string]) => {
    const ids = idsOf(entity);
    if (ids.length > 0) for (const found of read(ids)) put(entity, ...label(found));
  };
  lookup(
    'booking',
    (ids) =>
      db
        .select({ id: bookings.id, reference: bookings.reference, guest: users.name, roomNumber: rooms.roomNumber })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .innerJoin(rooms, eq(rooms.id, bookings.roomId))
        .where(inArray(bookings.id, ids))
        .all(),
    (b) => [b.id, `${b.guest}'s booking ${b.reference ? `${b.reference} ` : ''}(room ${b.roomNumber})`],
  );
  lookup(
    'room',
    (ids) => db.select({ id: rooms.id, roomNumber: rooms.roomNumber }).from(rooms).where(inArray(rooms.id, ids)).all(),
    (r) => [r.id, `room ${r.roomNumber}`],
  );
  lookup(
    'user',
    (ids) => db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)).all(),
    (u) => [u.id, u.name],
  );
  lookup(
    'food_item',
    (ids) => db.select({ id: foodItems.id, name: foodItems.name }).from(foodItems).where(inArray(foodItems.id, ids)).all(),
    (f) => [f.id, f.name],
  );
  lookup(
    'complaint',
    (ids) => db.select({ id: complaints.id, title: complaints.title }).from(complaints).where(inArray(complaints.id, ids)).all(),
    (c) => [c.id, `the complaint “${c.title}”`],
  );
  return (row) => (row.entityId ? words.get(`${row.entity}:${row.entityId}`) : undefined) ?? recordedSubject(row);
}

/**
 * The audit log, newest first: who changed what. Filter by entity; search covers who, the action,
 * the entity id and the recorded details. `entities` lists every entity on record, for the filter.
 */
export function listAudit(db: DbOrTx, query: AuditListQuery) {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    searchIn(query.search, [auditLog.actorName, auditLog.action, auditLog.entityId, sql`${auditLog.details}`]),
  );
  const total = totalOf(db.select(countAll()).from(auditLog).where(where).get());
  const { limit, offset } = pageWindow(query);
  // rowid breaks ties between entries written in the same millisecond, in the order they were written.
  const rows = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst(auditLog, auditLog.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  const subject = subjectsOf(db, rows);
  return { entries: rows.map((row) => toAuditEntryView(row, subject(row))), total, entities: entitiesOnRecord(db) };
}

/**
 * The distinct entities, by jumping from one to the next on the entity index (one seek per entity)
 * rather than reading every entry of an append-only log that only grows.
 */
function entitiesOnRecord(db: DbOrTx): string[] {
  const rows = db.all<{ entity: string }>(sql`
    WITH RECURSIVE next(entity) AS (
      SELECT min(${auditLog.entity}) FROM ${auditLog}
      UNION ALL
      SELECT (SELECT min(${auditLog.entity}) FROM ${auditLog} WHERE ${auditLog.entity} > next.entity) FROM next WHERE next.entity IS NOT NULL
    )
    SELECT entity FROM next WHERE entity IS NOT NULL`);
  return rows.map((row) => row.entity);
}
