import { CSV_EXPORT_PATHS } from '@innkeep/api-contract';
import { ROOM_FEED_PATH } from '../trpc/routers/desk';
import { queryInput, withId, type RestRoutes } from './adapter';

/** The front desk's cancellation and downloads: the bookings CSV, a room's calendar link and its `.ics` feed. */
export function deskRoutes(r: RestRoutes): void {
  r.post('/api/desk/bookings/:id/cancel', (c, req) => c.desk.cancelBooking(withId(req)));
  r.put('/api/desk/bookings/:id/beds', (c, req) => c.desk.assignBeds(withId(req)));
  r.get('/api/desk/feeds', (c) => c.desk.feeds.list());
  r.post('/api/desk/feeds', (c, req) => c.desk.feeds.create(req.body), { status: 201 });
  r.put('/api/desk/feeds/:id', (c, req) => c.desk.feeds.update(withId(req)));
  r.delete('/api/desk/feeds/:id', (c, req) => c.desk.feeds.remove(withId(req)));
  r.post('/api/desk/feeds/:id/sync', (c, req) => c.desk.feeds.sync(withId(req)));
  r.post('/api/desk/external-stays/:id/dismiss-conflict', (c, req) => c.desk.feeds.dismissConflict(withId(req)));
  r.post('/api/desk/external-stays/:id/convert', (c, req) => c.desk.feeds.convertStay(withId(req)), { status: 201 });
  r.get(CSV_EXPORT_PATHS.bookings, (c, req) => c.desk.exportBookings(queryInput(req)), {
    csv: (c, req) => c.desk.downloadBookings(queryInput(req)),
  });
  r.get('/api/desk/rooms/:id/calendar-link', (c, req) =>
    c.desk.roomFeedLink({ ...(queryInput(req) as object), id: req.params.id } as never),
  );
  // No Authorization header: the `?token=` from calendar-link is the authorization.
  r.get(
    ROOM_FEED_PATH,
    (c, req) => c.desk.roomFeed({ ...(queryInput(req) as object), id: req.params.id ?? '', token: req.query.token ?? '' }),
    {
      file: true,
    },
  );
}
