import { withId, type RestRequest, type RestRoutes } from './adapter';

/** The body (or the given fields) with `bookingId` from the `:id` in the path. */
function forBooking(req: RestRequest, fields?: object): never {
  const body = fields ?? (typeof req.body === 'object' && req.body !== null ? req.body : {});
  return { ...body, bookingId: req.params.id } as never;
}

/** Folios (staff and admin; a guest reads their own) and invoices (a guest reads their own). */
export function folioRoutes(r: RestRoutes): void {
  r.get('/api/bookings/:id/folio', (c, req) => c.folio.get(withId(req)));
  r.post('/api/bookings/:id/payments', (c, req) => c.folio.recordPayment(forBooking(req)), { status: 201 });
  r.post('/api/bookings/:id/refunds', (c, req) => c.folio.refund(forBooking(req)), { status: 201 });
  // The balance's QR pay link, like a food order's: GET .../payment?token= shows it, POST .../pay {token} pays it.
  r.post('/api/bookings/:id/pay-link', (c, req) => c.folio.createPayLink(withId(req)), { status: 201 });
  r.get('/api/bookings/:id/payment', (c, req) => c.folio.payLink(forBooking(req, { token: req.query.token })));
  r.post('/api/bookings/:id/pay', (c, req) => c.folio.pay(forBooking(req)));
  r.get('/api/bookings/:id/invoice', (c, req) => c.invoices.forBooking(withId(req)));
  r.get('/api/food/orders/:id/invoice', (c, req) => c.invoices.forOrder(withId(req)));
}
