import { CSV_EXPORT_PATHS } from '@innkeep/api-contract';
import { queryInput, withId, type RestRequest, type RestRoutes } from './adapter';

/**
 * The admin paths of spec 02 §7 (complaints live with their domain),
 * plus the settings, broadcast, availability, export and audit paths this product adds.
 */
const bedPath = (req: RestRequest) => ({ roomId: req.params.id, bedId: req.params.bedId });

export function adminRoutes(r: RestRoutes): void {
  r.get('/api/admin/dashboard', (c) => c.admin.dashboard());

  r.get('/api/admin/users', (c, req) => c.admin.users.list(queryInput(req)));
  r.put('/api/admin/users/:id/approval', (c, req) => c.admin.users.setApproval(withId(req)));
  r.put('/api/admin/users/:id/role', (c, req) => c.admin.users.setRole(withId(req)));
  r.delete('/api/admin/users/:id', (c, req) => c.admin.users.remove(withId(req)));
  r.post('/api/admin/users/:id/two-factor/reset', (c, req) => c.admin.users.resetTwoFactor(withId(req)));
  r.post('/api/admin/users/:id/erase', (c, req) => c.admin.users.erase(withId(req)));

  r.get('/api/admin/rooms', (c, req) => c.admin.rooms.list(queryInput(req)));
  r.post('/api/admin/rooms', (c, req) => c.admin.rooms.create(req.body), { status: 201 });
  r.put('/api/admin/rooms/:id', (c, req) => c.admin.rooms.update(withId(req)));
  r.delete('/api/admin/rooms/:id', (c, req) => c.admin.rooms.remove(withId(req)));
  r.post('/api/admin/rooms/:id/beds', (c, req) => c.admin.rooms.beds.create({ ...(req.body as object), roomId: req.params.id } as never), {
    status: 201,
  });
  r.put('/api/admin/rooms/:id/beds/:bedId', (c, req) => c.admin.rooms.beds.update({ ...(req.body as object), ...bedPath(req) } as never));
  r.delete('/api/admin/rooms/:id/beds/:bedId', (c, req) => c.admin.rooms.beds.remove(bedPath(req) as never));

  r.get('/api/admin/rates', (c, req) => c.admin.rates.calendar(queryInput(req)));
  r.put('/api/admin/rates', (c, req) => c.admin.rates.update(req.body));

  r.get('/api/admin/bookings', (c, req) => c.admin.bookings.list(queryInput(req)));
  r.put('/api/admin/bookings/:id/status', (c, req) => c.admin.bookings.updateStatus(withId(req)));

  r.get('/api/admin/food', (c, req) => c.admin.food.list(queryInput(req)));
  r.post('/api/admin/food', (c, req) => c.admin.food.create(req.body), { status: 201 });
  r.put('/api/admin/food/:id', (c, req) => c.admin.food.update(withId(req)));
  r.put('/api/admin/food/:id/availability', (c, req) => c.admin.food.setAvailability(withId(req)));
  r.delete('/api/admin/food/:id', (c, req) => c.admin.food.remove(withId(req)));

  r.get('/api/admin/food-orders', (c, req) => c.admin.orders.list(queryInput(req)));
  r.put('/api/admin/food-orders/:id/status', (c, req) => c.admin.orders.updateStatus(withId(req)));

  r.get('/api/admin/notifications', (c, req) => c.admin.notifications.list(queryInput(req)));
  r.post('/api/admin/notifications', (c, req) => c.notifications.send(req.body), { status: 201 });
  r.post('/api/admin/notifications/broadcast', (c, req) => c.admin.notifications.broadcast(req.body), { status: 201 });
  r.get('/api/admin/notifications/audience', (c, req) => c.admin.notifications.audienceCount(queryInput(req)));

  r.get('/api/admin/payment-history', (c, req) => c.admin.payments.history(queryInput(req)));
  r.get(CSV_EXPORT_PATHS.payments, (c, req) => c.admin.payments.downloadJson(queryInput(req)), {
    stream: true,
    csv: (c, req) => c.admin.payments.downloadCsv(queryInput(req)),
  });

  r.get('/api/admin/reports/cash', (c, req) => c.admin.reports.cash(queryInput(req)));
  r.get('/api/admin/analytics', (c, req) => c.admin.analytics(queryInput(req)));

  r.get('/api/admin/settings', (c) => c.admin.settings.hotel());
  r.put('/api/admin/settings', (c, req) => c.admin.settings.updateHotel(req.body));
  // An administrator's Bearer token, or the one-minute `?ticket=` the web app gets from tRPC.
  r.get('/api/admin/settings/backup', (c, req) => c.admin.settings.backup(queryInput(req)), { file: true });
  r.get('/api/admin/settings/backups', (c) => c.admin.settings.backups());
  r.post('/api/admin/settings/backups', (c) => c.admin.settings.backUpNow(), { status: 201 });
  r.get('/api/admin/settings/two-factor', (c) => c.admin.settings.twoFactor());
  r.put('/api/admin/settings/two-factor', (c, req) => c.admin.settings.saveTwoFactor(req.body));
  r.post('/api/admin/settings/clear-chat', (c) => c.admin.settings.clearChat());
  r.post('/api/admin/settings/sign-out-others', (c) => c.admin.settings.signOutOthers());
  r.get('/api/admin/settings/demo-status', (c) => c.admin.settings.demoStatus());
  r.post('/api/admin/settings/remove-demo-data', (c, req) => c.admin.settings.removeDemoData(req.body));

  r.get('/api/admin/feed-links', (c, req) => c.admin.feedLinks.list(queryInput(req)));
  r.delete('/api/admin/feed-links/:id', (c, req) => c.admin.feedLinks.revoke(withId(req)));

  r.get('/api/admin/audit-log', (c, req) => c.admin.audit.list(queryInput(req)));
}
