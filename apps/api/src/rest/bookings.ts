import { withId, type RestRoutes } from './adapter';

export function bookingRoutes(r: RestRoutes): void {
  r.post('/api/bookings', (c, req) => c.bookings.create(req.body), { status: 201 });
  r.get('/api/bookings/my-bookings', (c) => c.bookings.mine());
  r.put('/api/bookings/:id/cancel', (c, req) => c.bookings.cancel(withId(req)));
}
