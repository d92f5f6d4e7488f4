import { and, eq, sql } from 'drizzle-orm';
import type { AuditListQuery } from '@innkeep/api-contract';
import { auditLog, type DbOrTx } from '@innkeep/db';
import { countAll, newestFirst, pageWindow, totalOf } from '../../engine/query';
import { searchIn } from '../../engine/search';

type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntryView(row: AuditRow) {
  return {
    _id: row.id,
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
    createdAt: row.createdAt,
  };
}
export type AuditEntryView = ReturnType<typeof toAuditEntryView>;

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
  return { entries: rows.map(toAuditEntryView), total, entities: entitiesOnRecord(db) };
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
