import { queryInput, withId, type RestRoutes } from './adapter';

/** The staff dashboard's calls (spec 02 §7): each status body is `{ status }`. */
export function staffRoutes(r: RestRoutes): void {
  r.get('/api/staff/dashboard', (c) => c.staff.dashboard());
  r.get('/api/staff/reports/cash', (c, req) => c.staff.cashReport(queryInput(req)));
  r.put('/api/staff/bookings/:id/status', (c, req) => c.staff.updateBookingStatus(withId(req)));
  r.put('/api/staff/food-orders/:id/status', (c, req) => c.staff.updateFoodOrderStatus(withId(req)));
  r.put('/api/staff/food-orders/:id/pay-on-delivery', (c, req) => c.staff.acceptPayOnDelivery(withId(req)));
  r.put('/api/staff/food-orders/:id/charge-to-room', (c, req) => c.staff.chargeOrderToRoom(withId(req)));
  r.put('/api/staff/rooms/:id/status', (c, req) => c.staff.updateRoomStatus(withId(req)));
  r.put('/api/staff/rooms/:id/beds/:bedId/made', (c, req) =>
    c.staff.markBedMade({ roomId: req.params.id, bedId: req.params.bedId } as never),
  );
}
