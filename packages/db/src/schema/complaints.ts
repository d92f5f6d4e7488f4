import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, PRIORITIES } from '@innkeep/api-contract';
import { createdAt, idColumn, sqlList, sqlRank, updatedAt } from './_columns';
import { users } from './users';

/** Complaints still waiting for staff. */
export const OPEN_COMPLAINT_STATUSES = ['pending', 'in-progress'] as const;

export const complaints = sqliteTable(
  'complaints',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: COMPLAINT_CATEGORIES }).notNull().default('general'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('pending'),
    response: text('response'),
    respondedAt: text('responded_at'),
    respondedBy: text('responded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Severity and workflow order as numbers the indexes below keep sorted (a CASE in ORDER BY cannot use one). */
    priorityRank: integer('priority_rank').generatedAlwaysAs(sqlRank('priority', PRIORITIES), { mode: 'virtual' }),
    statusRank: integer('status_rank').generatedAlwaysAs(sqlRank('status', COMPLAINT_STATUSES), { mode: 'virtual' }),
    /** The priority rank while the complaint waits for staff, null once answered: the board's index keeps only open ones. */
    openPriorityRank: integer('open_priority_rank').generatedAlwaysAs(
      sql`CASE WHEN status IN (${sqlList(OPEN_COMPLAINT_STATUSES)}) THEN priority_rank END`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    index('complaints_customer_idx').on(t.customerId, t.createdAt),
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_created_idx').on(t.createdAt),
    // Each sort of the admin list, both ways, newest first among ties.
    index('complaints_priority_idx').on(t.priorityRank, t.createdAt),
    index('complaints_priority_asc_idx').on(t.priorityRank, sql`created_at DESC`),
    index('complaints_workflow_idx').on(t.statusRank, t.createdAt),
    index('complaints_workflow_asc_idx').on(t.statusRank, sql`created_at DESC`),
    index('complaints_category_idx').on(t.category, t.createdAt),
    index('complaints_category_asc_idx').on(t.category, sql`created_at DESC`),
    // The staff board: open complaints, most severe first, then the longest waiting.
    index('complaints_open_idx')
      .on(sql`open_priority_rank DESC`, t.createdAt)
      .where(sql`open_priority_rank IS NOT NULL`),
  ],
);
