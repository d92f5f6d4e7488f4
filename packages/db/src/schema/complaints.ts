import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, PRIORITIES } from '@innkeep/api-contract';
import { createdAt, idColumn, updatedAt } from './_columns';
import { users } from './users';

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
  },
  (t) => [
    index('complaints_customer_idx').on(t.customerId, t.createdAt),
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_created_idx').on(t.createdAt),
  ],
);
