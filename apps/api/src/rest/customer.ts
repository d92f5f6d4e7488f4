import type { RestRoutes } from './adapter';

export function customerRoutes(r: RestRoutes): void {
  r.get('/api/customer/dashboard', (c) => c.customer.dashboard());
  r.get('/api/customer/export', (c) => c.customer.exportData());
  r.post('/api/customer/delete-request', (c) => c.customer.deleteRequest());
}
