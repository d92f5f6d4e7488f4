import { ROLES } from '@innkeep/api-contract';
import type { RestRoutes } from './adapter';

export function authRoutes(r: RestRoutes): void {
  r.post('/api/auth/register', (c, req) => c.auth.register(req.body), { status: 201 });
  r.post('/api/auth/login', (c, req) => c.auth.login(req.body));
  r.post('/api/auth/login/two-factor', (c, req) => c.auth.loginTwoFactor(req.body));
  r.post('/api/auth/two-factor/setup', (c) => c.auth.twoFactor.setup());
  r.post('/api/auth/two-factor/enable', (c, req) => c.auth.twoFactor.enable(req.body));
  r.post('/api/auth/two-factor/disable', (c, req) => c.auth.twoFactor.disable(req.body));
  r.get('/api/auth/me', (c) => c.auth.me());
  r.post('/api/auth/logout', (c) => c.auth.logout());

  // The web picks the path by role; each role path refuses the other roles, /api/auth serves all.
  r.put('/api/auth/profile', (c, req) => c.auth.updateProfile(req.body));
  r.put('/api/auth/language', (c, req) => c.auth.setLanguage(req.body));
  r.put('/api/auth/change-password', (c, req) => c.auth.changePassword(req.body));
  for (const role of ROLES) {
    r.put(`/api/${role}/profile`, (c, req) => c.auth.updateProfile(req.body), { role });
    r.put(`/api/${role}/change-password`, (c, req) => c.auth.changePassword(req.body), { role });
  }
}
