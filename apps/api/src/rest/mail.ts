import { REGISTRATION_EXPORT_PATH } from '@innkeep/api-contract';
import { queryInput, withId, type RestRoutes } from './adapter';

/** Mailed links (issue 30 §3), the admins' outbox (§1), online check-in and the authorities' register (§4). */
export function mailRoutes(r: RestRoutes): void {
  r.post('/api/auth/forgot-password', (c, req) => c.recovery.forgotPassword(req.body));
  r.post('/api/auth/reset-password', (c, req) => c.recovery.resetPassword(req.body));
  r.post('/api/auth/confirm-email', (c, req) => c.recovery.confirmEmail(req.body));

  r.get('/api/admin/mail', (c, req) => c.mail.list(queryInput(req)));
  r.get('/api/admin/mail/settings', (c) => c.mail.settings());
  r.put('/api/admin/mail/settings', (c, req) => c.mail.saveSettings(req.body));
  r.get('/api/admin/mail/:id', (c, req) => c.mail.get(withId(req)));
  r.post('/api/admin/mail/:id/resend', (c, req) => c.mail.resend(withId(req)));
  r.post('/api/admin/mail/test', (c) => c.mail.test());

  r.get('/api/bookings/:id/registration', (c, req) => c.registration.get(withId(req)));
  r.put('/api/bookings/:id/registration', (c, req) => c.registration.save(withId(req)));
  r.get(REGISTRATION_EXPORT_PATH, (c, req) => c.registration.exportCsv(queryInput(req)), {
    csv: (c, req) => c.registration.downloadCsv(queryInput(req)),
  });
}
