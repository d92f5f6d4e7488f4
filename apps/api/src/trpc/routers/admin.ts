import {
  createBedInput,
  updateBedInput,
  bedRefInput,
  adminBookingListInput,
  adminFoodListInput,
  adminNotificationListInput,
  adminOrderListInput,
  CSV_EXPORT_PATHS,
  adminRoomListInput,
  adminUserListInput,
  analyticsInput,
  auditListInput,
  feedLinkListInput,
  backupInput,
  bookingStatusInput,
  broadcastAudienceInput,
  cashReportInput,
  broadcastNotificationInput,
  foodAvailabilityInput,
  foodItemInput,
  foodOrderStatusInput,
  hotelUpdateInput,
  idInput,
  paymentFilterInput,
  paymentHistoryInput,
  rateCalendarInput,
  rateUpdateInput,
  removeDemoDataInput,
  roomInput,
  updateFoodItemInput,
  updateRoomInput,
  userApprovalInput,
  userRoleInput,
  twoFactorPolicyInput,
} from '@innkeep/api-contract';
import { analytics } from '../../services/operations';
import { listAudit } from '../../services/operations';
import { listBookings } from '../../services/stays';
import { dashboard } from '../../services/operations';
import { demoStatus, removeDemoData } from '../../services/operations';
import { backUpNow } from '../../services/operations';
import { listFeedLinks, revokeFeedLink } from '../../services/stays';
import * as food from '../../services/kitchen';
import { broadcast, countAudience, listNotifications } from '../../services/messages';
import { listOrders } from '../../services/kitchen';
import { cashReport, paymentHistory, paymentsCsv } from '../../services/money';
import * as rooms from '../../services/stays';
import * as settings from '../../services/operations';
import * as users from '../../services/people';
import { streamCsv } from '../../csv-stream';
import { csvExport } from '../../engine/csv-chunks';
import { withSiteImagePaths } from '../../lib/image-urls';
import { getHotelInfo } from '../../services/operations';
import { updateBookingStatus, updateFoodOrderStatus, type WorkflowActor } from '../../services/stays';
import { adminProcedure, downloadOnly, router, sessionProcedure } from '../trpc';

const asWorkflowActor = (user: { id: string; name: string }): WorkflowActor => ({ id: user.id, name: user.name, role: 'admin' });

/** The admin dashboard's tabs (spec 02 §2); every procedure is for administrators only. */

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db)),

  users: router({
    list: adminProcedure.input(adminUserListInput).query(({ ctx, input }) => users.listUsers(ctx.db, input)),
    setApproval: adminProcedure
      .input(userApprovalInput)
      .mutation(({ ctx, input }) => users.setApproval(ctx, ctx.user, input.id, input.isApproved)),
    setRole: adminProcedure.input(userRoleInput).mutation(({ ctx, input }) => users.setRole(ctx, ctx.user, input.id, input.role)),
    remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => users.deleteUser(ctx, ctx.user, input.id)),
    resetTwoFactor: adminProcedure.input(idInput).mutation(({ ctx, input }) => users.resetTwoFactor(ctx, ctx.user, input.id)),
    erase: adminProcedure.input(idInput).mutation(({ ctx, input }) => users.eraseGuest(ctx, ctx.user, input.id)),
  }),

  rates: router({
    calendar: adminProcedure.input(rateCalendarInput).query(({ ctx, input }) => rooms.rateCalendar(ctx.db, input)),
    update: adminProcedure.input(rateUpdateInput).mutation(({ ctx, input }) => rooms.updateRates(ctx, ctx.user, input)),
  }),
  rooms: router({
    list: adminProcedure.input(adminRoomListInput).query(({ ctx, input }) => rooms.adminRoomList(ctx.db, input)),
    create: adminProcedure
      .input(roomInput)
      .mutation(({ ctx, input }) => rooms.createRoom(ctx, ctx.user, withSiteImagePaths(input, ctx.baseUrl))),
    update: adminProcedure
      .input(updateRoomInput)
      .mutation(({ ctx, input }) => rooms.updateRoom(ctx, ctx.user, withSiteImagePaths(input, ctx.baseUrl))),
    remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => rooms.deleteRoom(ctx, ctx.user, input.id)),
    beds: router({
      create: adminProcedure.input(createBedInput).mutation(({ ctx, input }) => rooms.createBed(ctx, ctx.user, input)),
      update: adminProcedure.input(updateBedInput).mutation(({ ctx, input }) => rooms.updateBed(ctx, ctx.user, input)),
      remove: adminProcedure.input(bedRefInput).mutation(({ ctx, input }) => rooms.removeBed(ctx, ctx.user, input)),
    }),
  }),

  bookings: router({
    list: adminProcedure.input(adminBookingListInput).query(({ ctx, input }) => listBookings(ctx.db, input)),
    /** Any status (spec §4), with the workflow's housekeeping, audit and guest notification. */
    updateStatus: adminProcedure
      .input(bookingStatusInput)
      .mutation(({ ctx, input }) => updateBookingStatus(ctx, asWorkflowActor(ctx.user), input.id, input.status, input)),
  }),

  food: router({
    list: adminProcedure.input(adminFoodListInput).query(({ ctx, input }) => food.listFood(ctx.db, input)),
    create: adminProcedure
      .input(foodItemInput)
      .mutation(({ ctx, input }) => food.createFood(ctx, ctx.user, withSiteImagePaths(input, ctx.baseUrl))),
    update: adminProcedure
      .input(updateFoodItemInput)
      .mutation(({ ctx, input }) => food.updateFood(ctx, ctx.user, withSiteImagePaths(input, ctx.baseUrl))),
    setAvailability: adminProcedure
      .input(foodAvailabilityInput)
      .mutation(({ ctx, input }) => food.setFoodAvailability(ctx, ctx.user, input.id, input.isAvailable)),
    remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => food.deleteFood(ctx, ctx.user, input.id)),
  }),

  orders: router({
    list: adminProcedure.input(adminOrderListInput).query(({ ctx, input }) => listOrders(ctx.db, input)),
    updateStatus: adminProcedure
      .input(foodOrderStatusInput)
      .mutation(({ ctx, input }) => updateFoodOrderStatus(ctx, asWorkflowActor(ctx.user), input.id, input.status, input)),
  }),

  /** Sending to one user is `notifications.send`; this is the list and the broadcast. */
  notifications: router({
    list: adminProcedure.input(adminNotificationListInput).query(({ ctx, input }) => listNotifications(ctx.db, input)),
    broadcast: adminProcedure.input(broadcastNotificationInput).mutation(({ ctx, input }) => broadcast(ctx, ctx.user, input)),
    audienceCount: adminProcedure.input(broadcastAudienceInput).query(({ ctx, input }) => countAudience(ctx, input.audience)),
  }),

  payments: router({
    history: adminProcedure.input(paymentHistoryInput).query(({ ctx, input }) => paymentHistory(ctx, input)),
    exportCsv: adminProcedure.input(paymentFilterInput).query(({ ctx, input }) => csvExport(paymentsCsv(ctx, input))),
    /** The same rows streamed as `text/csv` (the REST path with `Accept: text/csv`). */
    downloadCsv: adminProcedure
      .input(paymentFilterInput)
      .use(downloadOnly(CSV_EXPORT_PATHS.payments))
      .query(({ ctx, input }) => streamCsv(ctx, 'payments', input)),
    /** The JSON form streamed (`{ filename, count, csv }`, the REST path's default answer), never held whole. */
    downloadJson: adminProcedure
      .input(paymentFilterInput)
      .use(downloadOnly(CSV_EXPORT_PATHS.payments))
      .query(({ ctx, input }) => streamCsv(ctx, 'payments', input, 'json')),
  }),

  reports: router({
    /** Everyone's cash per hotel day and person, for closing the drawer. */
    cash: adminProcedure.input(cashReportInput).query(({ ctx, input }) => cashReport(ctx, input)),
  }),

  analytics: adminProcedure.input(analyticsInput).query(({ ctx, input }) => analytics(ctx, input)),

  settings: router({
    hotel: adminProcedure.query(({ ctx }) => getHotelInfo(ctx.db)),
    updateHotel: adminProcedure.input(hotelUpdateInput).mutation(({ ctx, input }) => settings.updateHotelInfo(ctx, ctx.user, input)),
    /** A one-minute link for the browser to download the backup with (see `downloadBackup`). */
    backupLink: adminProcedure.mutation(({ ctx }) => settings.backupTicket(ctx, ctx.user.id, ctx.sessionId)),
    /** The database file, for an administrator's session or a ticket from `backupLink`; a stream, so REST only. */
    backup: sessionProcedure
      .input(backupInput)
      .use(async ({ ctx, input, next }) => next({ ctx: { holder: await settings.backupHolder(ctx, ctx, input.ticket) } }))
      .use(downloadOnly('/api/admin/settings/backup'))
      .query(({ ctx }) => settings.downloadBackup(ctx, ctx.holder)),
    /** Scheduled backups: the last ones (time, size, ok), the next, and a failure to show. */
    backups: adminProcedure.query(({ ctx }) => ctx.backups.status()),
    backUpNow: adminProcedure.mutation(({ ctx }) => backUpNow(ctx, ctx.user)),
    twoFactor: adminProcedure.query(({ ctx }) => users.getTwoFactorPolicy(ctx.db)),
    saveTwoFactor: adminProcedure.input(twoFactorPolicyInput).mutation(({ ctx, input }) => users.saveTwoFactorPolicy(ctx, ctx.user, input)),
    clearChat: adminProcedure.mutation(({ ctx }) => settings.clearChatNow(ctx, ctx.user)),
    signOutOthers: adminProcedure.mutation(({ ctx }) => settings.signOutOtherSessions(ctx, ctx.user, ctx.sessionId)),
    /** The dashboard banner: which demo accounts still sign in with their published password. */
    demoStatus: adminProcedure.query(({ ctx }) => demoStatus(ctx.db)),
    removeDemoData: adminProcedure.input(removeDemoDataInput).mutation(({ ctx, input }) => removeDemoData(ctx, ctx.user, input)),
  }),

  /** The `.ics` links desk members handed to calendar apps: see and revoke them. */
  feedLinks: router({
    list: adminProcedure.input(feedLinkListInput).query(({ ctx, input }) => listFeedLinks(ctx, input)),
    revoke: adminProcedure.input(idInput).mutation(({ ctx, input }) => revokeFeedLink(ctx, ctx.user, input.id)),
  }),

  audit: router({
    list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
  }),
});
