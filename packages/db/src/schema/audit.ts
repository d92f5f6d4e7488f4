import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn } from './_columns';

/**
 * Append-only: rows are inserted and never updated or deleted (triggers in the migration enforce it).
 * The actor is kept by id and name without a foreign key so deleting a user keeps their history.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default('system'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_entity_created_idx').on(t.entity, t.createdAt),
  ],
);
