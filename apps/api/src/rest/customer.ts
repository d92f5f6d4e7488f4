import type { RestRoutes } from './adapter';

export function customerRoutes(r: RestRoutes): void {
  r.get('/api/customer/dashboard', (c) => c.customer.dashboard());
}
