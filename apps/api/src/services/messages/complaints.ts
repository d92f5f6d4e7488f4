import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_LIMITS,
  COMPLAINT_MSG,
  COMPLAINT_STATUS_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  csvFileName,
  hotelToday,
  type AdminComplaintList,
  type AdminComplaintListQuery,
  type ComplaintActionResult,
  type ComplaintDateRange,
  type ComplaintFilter,
  type ComplaintStatus,
  type ResponseStatus,
  type ComplaintView,
  type CreateComplaintData,
  type MyComplaintsInput,
  type MyComplaintsPage,
  t,
} from '@innkeep/api-contract';
import { complaints, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps, ReaderDeps } from '../../deps';
import { hotelInstant } from '../../lib/dates';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { notifyStaff, publishBoardChange } from './board';
import { createNotification, inLanguageOf, publishNotifications, type StoredNotification } from './notifications';
import { afterKeys, newestFirst, orderByKeys, pageWindow, type SortKey } from '../../engine/query';
import { amongMatches, countAmong, findMatches, searchPage, userText } from '../../engine/search';
import { CSV_CHUNK_ROWS, csvChunks, type CsvFile } from '../../engine/csv-chunks';

const responder = alias(users, 'responder');

/** Every complaint query selects the row with its guest and (when answered) the person who answered. */
const viewColumns = {
  rowid: sql<number>`${complaints}.rowid`,
  complaint: complaints,
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
  responder: { id: responder.id, name: responder.name },
};
type ViewRow = {
  rowid: number;
  complaint: typeof complaints.$inferSelect;
  customer: { id: string; name: string; email: string; phone: string };
  responder: { id: string; name: string } | null;
};

function selectViews(db: DbOrTx) {
  return (
    db
      .select(viewColumns)
      .from(complaints)
      // Unary `+` keeps SQLite from driving the join from the users table (then sorting every
      // complaint): complaints are read in their list's index order and each customer looked up by id.
      .innerJoin(users, sql`${users.id} = +${complaints.customerId}`)
      .leftJoin(responder, eq(responder.id, complaints.respondedBy))
  );
}

/** The one shape of a complaint on tRPC and REST. */
export function toComplaintView({ complaint: c, customer: who, responder: by }: ViewRow): ComplaintView {
  return {
    _id: c.id,
    title: c.title,
    description: c.description,
    category: c.category,
    priority: c.priority,
    status: c.status,
    response: c.response,
    respondedAt: c.respondedAt,
    respondedBy: by ? { _id: by.id, name: by.name } : null,
    customer: { _id: who.id, name: who.name, email: who.email, phone: who.phone },
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

function findView(db: DbOrTx, where: SQL | undefined): ComplaintView {
  const row = selectViews(db).where(where).get();
  if (!row) throw fail.notFound(COMPLAINT_MSG.notFound);
  return toComplaintView(row);
}

// ---------------------------------------------------------------------------------------------
// Guests

/** The newest complaints of all guests, for the admin overview. */
export function listRecent(db: DbOrTx, limit: number): ComplaintView[] {
  return selectViews(db)
    .orderBy(desc(complaints.createdAt), desc(sql`${complaints}.rowid`))
    .limit(limit)
    .all()
    .map(toComplaintView);
}

/** A guest's own complaints, newest first. */
export function listMyComplaints(db: DbOrTx, customerId: string): ComplaintView[] {
  return selectViews(db)
    .where(eq(complaints.customerId, customerId))
    .orderBy(...newestFirst(complaints, complaints.createdAt))
    .all()
    .map(toComplaintView);
}

/** The /complaints screen's page: newest first, of one status or all, after `cursor` (404 unless the guest's own). */
export function pageMine(db: DbOrTx, customerId: string, { status, cursor }: MyComplaintsInput): MyComplaintsPage {
  const after = cursor
    ? db
        .select({ at: complaints.createdAt, rowid: sql<number>`${complaints}.rowid` })
        .from(complaints)
        .where(and(eq(complaints.id, cursor), eq(complaints.customerId, customerId)))
        .get()
    : undefined;
  if (cursor && !after) throw fail.notFound(COMPLAINT_MSG.notFound);
  const rows = selectViews(db)
    .where(
      and(
        eq(complaints.customerId, customerId),
        status ? eq(complaints.status, status) : undefined,
        after && sql`(${complaints.createdAt}, ${complaints}.rowid) < (${after.at}, ${after.rowid})`,
      ),
    )
    .orderBy(...newestFirst(complaints, complaints.createdAt))
    .limit(COMPLAINT_LIMITS.myPageSize + 1)
    .all();
  const page = rows.slice(0, COMPLAINT_LIMITS.myPageSize).map(toComplaintView);
  return { complaints: page, nextCursor: rows.length > page.length ? page.at(-1)!._id : null };
}

/** One of the guest's own complaints; another guest's id is answered like a missing one. */
export function findMine(db: DbOrTx, customerId: string, id: string): ComplaintView {
  return findView(db, and(eq(complaints.id, id), eq(complaints.customerId, customerId)));
}

/** Files a complaint and tells the people who answer complaints (approved staff and admins). */
export function create(deps: AppDeps, author: Actor, input: CreateComplaintData): ComplaintView {
  const at = deps.now();
  const { view, stored } = deps.db.transaction((tx) => {
    const row = tx
      .insert(complaints)
      .values({ ...input, customerId: author.id, createdAt: at.toISOString(), updatedAt: at.toISOString() })
      .returning()
      .get();
    recordAudit(tx, author, 'complaint.create', 'complaint', row.id, { category: row.category, priority: row.priority }, at);
    const high = row.priority === 'high';
    const notes = notifyStaff(
      deps.db,
      {
        senderId: author.id,
        type: high ? 'alert' : 'system',
        priority: high ? 'high' : 'medium',
        title: high ? 'High-priority complaint' : 'New complaint',
        message: `${author.name} filed a complaint: ${row.title}.`,
        subject: { type: 'complaint', id: row.id },
      },
      at,
      { withAdmins: true },
    );
    return { view: findView(tx, eq(complaints.id, row.id)), stored: notes };
  });
  publishNotifications(deps, stored);
  publishBoardChange(deps, { entity: 'complaint', id: view._id, status: view.status });
  return view;
}

// ---------------------------------------------------------------------------------------------
// Admin list and export

const rowid = sql<number>`${complaints}.rowid`;

/** Each sort's column and its value in a row (for the export's keyset pagination). */
const SORT_KEYS = {
  createdAt: { column: complaints.createdAt, of: (row: ViewRow) => row.complaint.createdAt },
  // Stored ranks (generated columns), so each sort walks its index instead of sorting the table.
  priority: { column: complaints.priorityRank, of: (row: ViewRow) => row.complaint.priorityRank },
  status: { column: complaints.statusRank, of: (row: ViewRow) => row.complaint.statusRank },
  category: { column: complaints.category, of: (row: ViewRow) => row.complaint.category },
} satisfies Record<ComplaintFilter['sortBy'], Omit<SortKey<ViewRow>, 'order'>>;
const ROWID_KEY = { column: rowid, of: (row: ViewRow) => row.rowid };

const DAY_MS = 86_400_000;
const ROLLING_DAYS: Record<Exclude<ComplaintDateRange, 'today'>, number> = { week: 7, month: 30, year: 365 };

/** The first instant of the hotel's current day (midnight in its time zone). */
function startOfHotelToday(now: Date, timeZone: string): Date {
  return new Date(hotelInstant(hotelToday(now, timeZone), '00:00', timeZone));
}

function rangeStart(range: ComplaintDateRange, now: Date, timeZone: string): Date {
  return range === 'today' ? startOfHotelToday(now, timeZone) : new Date(now.getTime() - ROLLING_DAYS[range] * DAY_MS);
}

/** The filters on the complaints' own columns (status, category, priority, date range). */
function columnFilters(deps: ReaderDeps, filter: ComplaintFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(complaints.status, filter.status));
  if (filter.category) conditions.push(eq(complaints.category, filter.category));
  if (filter.priority) conditions.push(eq(complaints.priorityRank, PRIORITIES.indexOf(filter.priority)));
  if (filter.dateRange) {
    conditions.push(gte(complaints.createdAt, rangeStart(filter.dateRange, deps.now(), deps.env.HOTEL_TIMEZONE).toISOString()));
  }
  return and(...conditions);
}

/** Search covers the title and description (the complaints' own trigram index) and the customer's name and email. */
const OWN_TEXT = { index: 'complaints_fts', columns: ['title', 'description'] } as const;
const CUSTOMER_TEXT = userText(complaints.customerId);
const matchesOf = (db: DbOrTx, search: string | undefined) => findMatches(db, search, complaints, [OWN_TEXT, CUSTOMER_TEXT]);

/** The export's rows: the list's filters and matches, the matches probed while the sort index is walked. */
function filterCondition(deps: ReaderDeps, filter: ComplaintFilter): SQL | undefined {
  return and(columnFilters(deps, filter), amongMatches(complaints, matchesOf(deps.db, filter.search)));
}

function sortKeysOf(filter: ComplaintFilter): SortKey<ViewRow>[] {
  const order = filter.sortOrder;
  // Ties keep a stable order (newest first; rowid for the same millisecond, as every index ends
  // with it) so pages never repeat or skip a row and each sort is read straight off its index.
  return filter.sortBy === 'createdAt'
    ? [
        { ...SORT_KEYS.createdAt, order },
        { ...ROWID_KEY, order },
      ]
    : [
        { ...SORT_KEYS[filter.sortBy], order },
        { ...SORT_KEYS.createdAt, order: 'desc' },
        { ...ROWID_KEY, order: 'desc' },
      ];
}

function orderOf(filter: ComplaintFilter): SQL[] {
  return orderByKeys(sortKeysOf(filter));
}

/** One page in the chosen order; a search counts its matches on the indexes alone, then reads one page. */
export function adminList(deps: AppDeps, query: AdminComplaintListQuery): AdminComplaintList {
  const where = columnFilters(deps, query);
  const matches = matchesOf(deps.db, query.search);
  const order = orderOf(query);
  const page = searchPage(deps.db, { table: complaints, where, order, matches, window: pageWindow(query) });
  const rows = selectViews(deps.db)
    .where(page.where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const { total } = page;
  return { success: true, complaints: rows.map(toComplaintView), total, totalPages: Math.ceil(total / query.limit) };
}

const CSV_HEADER = [
  'Complaint ID',
  'Created At',
  'Title',
  'Description',
  'Category',
  'Priority',
  'Status',
  'Customer Name',
  'Customer Email',
  'Customer Phone',
  'Response',
  'Responded At',
  'Responded By',
] as const;

/**
 * Every complaint that matches the filters, in the chosen order, as `complaints-{hotel date}.csv`:
 * read in keyset chunks with the event loop turning between them, so the server keeps answering.
 */
export function complaintsCsv(deps: ReaderDeps, filter: ComplaintFilter): CsvFile {
  const where = filterCondition(deps, filter);
  const keys = sortKeysOf(filter);
  const chunks = csvChunks<ViewRow>(
    CSV_HEADER,
    (last) =>
      selectViews(deps.db)
        .where(and(where, last && afterKeys(keys, last)))
        .orderBy(...orderByKeys(keys))
        .limit(CSV_CHUNK_ROWS)
        .all(),
    (row) => {
      const c = toComplaintView(row);
      return [
        c._id,
        c.createdAt,
        c.title,
        c.description,
        COMPLAINT_CATEGORY_LABELS[c.category],
        PRIORITY_LABELS[c.priority],
        COMPLAINT_STATUS_LABELS[c.status],
        c.customer.name,
        c.customer.email,
        c.customer.phone,
        c.response,
        c.respondedAt,
        c.respondedBy?.name,
      ];
    },
  );
  return {
    filename: csvFileName('complaints', hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE)),
    count: () => countAmong(deps.db, complaints, where),
    chunks,
  };
}

// ---------------------------------------------------------------------------------------------
// Admin and staff actions: each is audited and tells the guest, in one transaction.

/** Runs a change to one complaint, then publishes the guest's notification once it has committed. */
function change(
  deps: AppDeps,
  id: string,
  apply: (tx: DbOrTx, before: ComplaintView, at: Date) => StoredNotification | null,
  message: string,
): ComplaintActionResult {
  const at = deps.now();
  const { complaint, stored } = deps.db.transaction(
    (tx) => {
      const before = findView(tx, eq(complaints.id, id));
      const note = apply(tx, before, at);
      return { complaint: findView(tx, eq(complaints.id, id)), stored: note ? [note] : [] };
    },
    { behavior: 'immediate' },
  );
  publishNotifications(deps, stored);
  publishBoardChange(deps, { entity: 'complaint', id, status: complaint.status });
  return { success: true, message, complaint };
}

/** Admin or approved staff answer: the complaint becomes `status` (in progress or resolved), stamped with who answered and when. */
export function respond(deps: AppDeps, actor: Actor, id: string, response: string, status: ResponseStatus): ComplaintActionResult {
  return change(
    deps,
    id,
    (tx, before, at) => {
      tx.update(complaints)
        .set({ response, status, respondedAt: at.toISOString(), respondedBy: actor.id, updatedAt: at.toISOString() })
        .where(eq(complaints.id, id))
        .run();
      recordAudit(tx, actor, 'complaint.respond', 'complaint', id, { previousStatus: before.status, status }, at);
      return createNotification(
        tx,
        {
          recipientId: before.customer._id,
          senderId: actor.id,
          type: 'system',
          ...inLanguageOf(tx, before.customer._id, () => ({
            title: t('Your complaint has been answered'),
            message: t('Your complaint "{title}" has been answered and is now {status}.', {
              title: before.title,
              status: t(COMPLAINT_STATUS_LABELS[status]),
            }),
          })),
          subject: { type: 'complaint', id },
        },
        at,
      );
    },
    COMPLAINT_MSG.responseSent,
  );
}

/** Admin sets any of the four statuses. Setting the status it already has changes nothing and tells no one. */
export function updateStatus(deps: AppDeps, actor: Actor, id: string, status: ComplaintStatus): ComplaintActionResult {
  return change(
    deps,
    id,
    (tx, before, at) => {
      if (before.status === status) return null;
      tx.update(complaints).set({ status, updatedAt: at.toISOString() }).where(eq(complaints.id, id)).run();
      recordAudit(tx, actor, 'complaint.status', 'complaint', id, { from: before.status, to: status }, at);
      return createNotification(
        tx,
        {
          recipientId: before.customer._id,
          senderId: actor.id,
          type: 'system',
          ...inLanguageOf(tx, before.customer._id, () => ({
            title: t('Complaint status updated'),
            message: t('Your complaint "{title}" is now {status}.', { title: before.title, status: t(COMPLAINT_STATUS_LABELS[status]) }),
          })),
          subject: { type: 'complaint', id },
        },
        at,
      );
    },
    COMPLAINT_MSG.statusUpdated,
  );
}

export function remove(deps: AppDeps, actor: Actor, id: string): { success: true; message: string } {
  const at = deps.now();
  deps.db.transaction((tx) => {
    const row = tx.delete(complaints).where(eq(complaints.id, id)).returning().get();
    if (!row) throw fail.notFound(COMPLAINT_MSG.notFound);
    // The audit entry keeps what was deleted, since the row itself is gone.
    recordAudit(tx, actor, 'complaint.delete', 'complaint', id, { title: row.title, customerId: row.customerId, status: row.status }, at);
  });
  // 'closed' takes it off every open staff board.
  publishBoardChange(deps, { entity: 'complaint', id, status: 'closed' });
  return { success: true, message: COMPLAINT_MSG.deleted };
}

/**
 * Complaints still open (pending or in progress), for the staff dashboard: high priority first,
 * then the longest-waiting.
 */
export function listPending(db: DbOrTx, limit = 50): ComplaintView[] {
  return selectViews(db)
    .where(isNotNull(complaints.openPriorityRank))
    .orderBy(desc(complaints.openPriorityRank), asc(complaints.createdAt), asc(sql`${complaints}.rowid`))
    .limit(limit)
    .all()
    .map(toComplaintView);
}
