import { z } from 'zod';
import { m } from '../i18n/translate';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUSES,
  PRIORITIES,
  type ComplaintCategory,
  type ComplaintStatus,
  type Priority,
} from '../constants';
import { MSG } from '../messages';
import { idField, pagingFields, requiredText } from './common';

/** Complaint texts quoted from the specification (01 §5, §8; 02 §5, §8). */
export const COMPLAINT_MSG = {
  requiredFields: MSG.requiredFields,
  responseRequired: 'Please enter a response',
  submitted: 'Complaint submitted successfully',
  submitFailed: 'Failed to submit complaint',
  loadFailed: 'Failed to load complaints',
  notFound: 'Complaint not found',
  deleteConfirm: 'Are you sure you want to delete this complaint? This action cannot be undone.',
  // Admin complaints page (02 §8)
  pageNotFound: 'Complaints endpoint not found. Please check server configuration.',
  pageUnauthorized: 'Unauthorized. Please login again.',
  pageForbidden: MSG.adminRequired,
  pageLoadFailed: 'Failed to load complaints. Please try again.',
  statusUpdated: 'Status updated successfully',
  statusUpdateFailed: 'Failed to update status',
  deleted: 'Complaint deleted successfully',
  deleteFailed: 'Failed to delete complaint',
  exportFailed: 'Failed to export complaints',
  // Shared by the page, the dashboard tab and the staff dashboard
  responseSent: 'Response sent successfully',
  responseFailed: 'Failed to send response',
  // Admin dashboard tab (02 §8: "Failed to load {tab} data")
  tabLoadFailed: 'Failed to load complaints data',
  tabStatusUpdated: 'Complaint status updated successfully',
  tabStatusUpdateFailed: 'Failed to update complaint status',
  // Validation of list and action inputs
  invalidStatus: `Status must be one of: ${COMPLAINT_STATUSES.join(', ')}`,
  invalidCategory: `Category must be one of: ${COMPLAINT_CATEGORIES.join(', ')}`,
  invalidPriority: `Priority must be one of: ${PRIORITIES.join(', ')}`,
} as const;

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  pending: m('Pending'),
  'in-progress': m('In progress'),
  resolved: m('Resolved'),
  closed: m('Closed'),
};
/** Badge colours: pending yellow, in progress blue, resolved green, closed gray. */
export const COMPLAINT_STATUS_COLORS: Record<ComplaintStatus, string> = {
  pending: 'yellow',
  'in-progress': 'blue',
  resolved: 'green',
  closed: 'gray',
};
export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const PRIORITY_COLORS: Record<Priority, string> = { low: 'gray', medium: 'orange', high: 'red' };

export const COMPLAINT_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  responseMax: 5000,
  searchMax: 200,
  pageSizeMax: 100,
  /** Complaints on one page of the guest's own list (older ones follow on request). */
  myPageSize: 20,
} as const;

export const COMPLAINT_SORT_FIELDS = ['createdAt', 'priority', 'status', 'category'] as const;
export type ComplaintSortField = (typeof COMPLAINT_SORT_FIELDS)[number];
export const COMPLAINT_SORT_LABELS: Record<ComplaintSortField, string> = {
  createdAt: 'Date',
  priority: 'Priority',
  status: 'Status',
  category: 'Category',
};
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Date-range filter of the admin page: `today` since midnight in the hotel's time zone; `week`,
 * `month` and `year` are the last 7, 30 and 365 days up to now.
 */
export const COMPLAINT_DATE_RANGES = ['today', 'week', 'month', 'year'] as const;
export type ComplaintDateRange = (typeof COMPLAINT_DATE_RANGES)[number];
export const COMPLAINT_DATE_RANGE_LABELS: Record<ComplaintDateRange, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last 365 days',
};

const statusField = z.enum(COMPLAINT_STATUSES, { error: COMPLAINT_MSG.invalidStatus });
const categoryField = z.enum(COMPLAINT_CATEGORIES, { error: COMPLAINT_MSG.invalidCategory });
const priorityField = z.enum(PRIORITIES, { error: COMPLAINT_MSG.invalidPriority });

export const createComplaintInput = z.object({
  title: requiredText(COMPLAINT_LIMITS.titleMax),
  description: requiredText(COMPLAINT_LIMITS.descriptionMax),
  category: categoryField.default('general'),
  priority: priorityField.default('medium'),
});
export type CreateComplaintInput = z.input<typeof createComplaintInput>;
export type CreateComplaintData = z.output<typeof createComplaintInput>;

/** What an answer leaves the complaint as: still being worked on, or resolved. */
export const RESPONSE_STATUSES = ['in-progress', 'resolved'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const respondComplaintInput = z.object({
  id: idField,
  response: requiredText(COMPLAINT_LIMITS.responseMax, COMPLAINT_MSG.responseRequired),
  /** Staff answers stay in progress unless the responder resolves it; an administrator's resolve it unless told otherwise. */
  status: z.enum(RESPONSE_STATUSES, { error: 'Status must be in-progress or resolved' }).optional(),
});
export type RespondComplaintInput = z.input<typeof respondComplaintInput>;

export const updateComplaintStatusInput = z.object({ id: idField, status: statusField });
export type UpdateComplaintStatusInput = z.input<typeof updateComplaintStatusInput>;

/**
 * A page of the guest's own complaints, newest first (the /complaints screen): one status or all, and
 * `cursor`, the last complaint of the page before (`nextCursor`), for the older ones.
 */
export const myComplaintsInput = z.object({ status: statusField.optional(), cursor: idField.nullish() });
export type MyComplaintsInput = z.input<typeof myComplaintsInput>;

/** The answer: a page, and where the next one starts (null when there are no older complaints). */
export interface MyComplaintsPage {
  complaints: ComplaintView[];
  nextCursor: string | null;
}

/** Filters and order shared by the admin list and the CSV export (which has no paging). */
export const complaintFilterInput = z.object({
  status: statusField.optional(),
  category: categoryField.optional(),
  priority: priorityField.optional(),
  search: z.string().trim().max(COMPLAINT_LIMITS.searchMax, `Search must be at most ${COMPLAINT_LIMITS.searchMax} characters`).optional(),
  dateRange: z.enum(COMPLAINT_DATE_RANGES, { error: `Date range must be one of: ${COMPLAINT_DATE_RANGES.join(', ')}` }).optional(),
  sortBy: z.enum(COMPLAINT_SORT_FIELDS, { error: `Sort field must be one of: ${COMPLAINT_SORT_FIELDS.join(', ')}` }).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS, { error: 'Sort order must be asc or desc' }).default('desc'),
});
export type ComplaintFilterInput = z.input<typeof complaintFilterInput>;
export type ComplaintFilter = z.output<typeof complaintFilterInput>;

/**
 * GET /api/admin/complaints in both documented forms: the dashboard tab sends status, category,
 * priority, search, page, limit; the complaints page adds dateRange, sortBy and sortOrder.
 */
export const adminComplaintListInput = complaintFilterInput.extend(pagingFields(COMPLAINT_LIMITS.pageSizeMax));
export type AdminComplaintListInput = z.input<typeof adminComplaintListInput>;
export type AdminComplaintListQuery = z.output<typeof adminComplaintListInput>;

export const complaintCategoryOptions = COMPLAINT_CATEGORIES.map((value) => ({ value, label: COMPLAINT_CATEGORY_LABELS[value] }));
export const complaintStatusOptions = COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] }));
export const priorityOptions = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** A complaint as every API answer shows it (guest, admin and staff alike). */
export interface ComplaintView {
  _id: string;
  title: string;
  description: string;
  category: ComplaintCategory;
  priority: Priority;
  status: ComplaintStatus;
  response: string | null;
  respondedAt: string | null;
  respondedBy: { _id: string; name: string } | null;
  customer: { _id: string; name: string; email: string; phone: string };
  createdAt: string;
  updatedAt: string;
}

/** The admin list: `{ complaints, total }` for the dashboard tab, plus `success` and `totalPages` for the page. */
export interface AdminComplaintList {
  success: true;
  complaints: ComplaintView[];
  total: number;
  totalPages: number;
}

/** Answer of respond, staff respond and status change. */
export interface ComplaintActionResult {
  success: true;
  message: string;
  complaint: ComplaintView;
}

/** The CSV export of every filtered complaint. */
export interface ComplaintExport {
  filename: string;
  count: number;
  csv: string;
}
