import {
  assignBedsInput,
  createFeedInput,
  updateFeedInput,
  boardFeedInput,
  bookingFilterInput,
  changeBookingInput,
  convertStayInput,
  CSV_EXPORT_PATHS,
  deskBookingInput,
  deskCalendarInput,
  deskCancelInput,
  deskDayInput,
  guestSearchInput,
  idInput,
  roomFeedInput,
  roomFeedLinkInput,
} from '@innkeep/api-contract';
import { streamCsv } from '../../csv-stream';
import { csvExport } from '../../engine/csv-chunks';
import { bookingsCsv } from '../../services/stays';
import * as desk from '../../services/stays';
import { roomFeed, roomFeedLink } from '../../services/stays';
import { cancelAtDesk, markNoShow } from '../../services/stays';
import { deskProcedure, downloadOnly, publicProcedure, router } from '../trpc';
import { trackedBoardFeed } from './staff';

export const ROOM_FEED_PATH = '/api/desk/rooms/:id/calendar.ics';

const actor = (user: { id: string; name: string; role: 'staff' | 'admin' }) => ({ id: user.id, name: user.name, role: user.role });

/** The front desk (staff and administrators): the room calendar, the day's lists, desk bookings. */
export const deskRouter = router({
  calendar: deskProcedure.input(deskCalendarInput).query(({ ctx, input }) => desk.deskCalendar(ctx, input)),
  day: deskProcedure.input(deskDayInput).query(({ ctx, input }) => desk.deskDay(ctx, input.date)),
  booking: deskProcedure.input(idInput).query(({ ctx, input }) => desk.deskBooking(ctx.db, input.id)),
  searchGuests: deskProcedure.input(guestSearchInput).query(({ ctx, input }) => desk.searchGuests(ctx.db, input.q)),
  createBooking: deskProcedure.input(deskBookingInput).mutation(({ ctx, input }) => desk.createDeskBooking(ctx, actor(ctx.user), input)),
  previewChange: deskProcedure.input(changeBookingInput).query(({ ctx, input }) => desk.previewChange(ctx, input)),
  changeBooking: deskProcedure.input(changeBookingInput).mutation(({ ctx, input }) => desk.changeBooking(ctx, actor(ctx.user), input)),
  assignBeds: deskProcedure.input(assignBedsInput).mutation(({ ctx, input }) => desk.assignBeds(ctx, actor(ctx.user), input)),
  /** Channels: calendar feeds imported per room or bed (issue 29). */
  feeds: router({
    list: deskProcedure.query(({ ctx }) => desk.listFeeds(ctx.db)),
    create: deskProcedure.input(createFeedInput).mutation(({ ctx, input }) => desk.createFeed(ctx, actor(ctx.user), input)),
    update: deskProcedure.input(updateFeedInput).mutation(({ ctx, input }) => desk.updateFeed(ctx, actor(ctx.user), input)),
    remove: deskProcedure.input(idInput).mutation(({ ctx, input }) => desk.deleteFeed(ctx, actor(ctx.user), input.id)),
    sync: deskProcedure.input(idInput).mutation(({ ctx, input }) => desk.syncFeedNow(ctx, input.id)),
    dismissConflict: deskProcedure.input(idInput).mutation(({ ctx, input }) => desk.dismissConflict(ctx, actor(ctx.user), input.id)),
    /** "Turn into booking" at arrival: the channel's stay becomes a desk booking of its room or bed. */
    convertStay: deskProcedure.input(convertStayInput).mutation(({ ctx, input }) => desk.convertExternalStay(ctx, actor(ctx.user), input)),
  }),
  noShow: deskProcedure.input(idInput).mutation(({ ctx, input }) => markNoShow(ctx, actor(ctx.user), input.id)),
  /** Staff and administrators cancel a pending or confirmed booking (with its refund); status steps stay one at a time. */
  cancelBooking: deskProcedure.input(deskCancelInput).mutation(({ ctx, input }) => cancelAtDesk(ctx, actor(ctx.user), input.id, input)),
  /** The admin bookings list's filtered rows as CSV. */
  exportBookings: deskProcedure.input(bookingFilterInput).query(({ ctx, input }) => csvExport(bookingsCsv(ctx, input))),
  /** The same rows streamed as `text/csv` (the REST path with `Accept: text/csv`). */
  downloadBookings: deskProcedure
    .input(bookingFilterInput)
    .use(downloadOnly(CSV_EXPORT_PATHS.bookings))
    .query(({ ctx, input }) => streamCsv(ctx, 'bookings', input)),
  /** The caller's link to a room's `.ics` feed; the token in it is the feed's authorization. */
  roomFeedLink: deskProcedure.input(roomFeedLinkInput).query(({ ctx, input }) => roomFeedLink(ctx, ctx.user.id, input)),
  /** For calendar apps, which send no Bearer header: the link's token decides (services/stays/room-feed.ts). */
  roomFeed: publicProcedure
    .input(roomFeedInput)
    .use(downloadOnly(ROOM_FEED_PATH))
    .query(({ ctx, input }) => roomFeed(ctx, input)),
  /** The staff board's live feed, for the calendar: any booking or room change means "look again". */
  onChange: deskProcedure.input(boardFeedInput).subscription(({ ctx, input }) => trackedBoardFeed(ctx, input.lastEventId)),
});
