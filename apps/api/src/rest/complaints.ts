import { CSV_EXPORT_PATHS } from '@innkeep/api-contract';
import { queryInput, withId, type RestRoutes } from './adapter';

export function complaintRoutes(r: RestRoutes): void {
  r.get('/api/complaints/my-complaints', (c) => c.complaints.mine());
  r.get('/api/complaints/:id', (c, req) => c.complaints.byId(withId(req)));
  r.post('/api/complaints', (c, req) => c.complaints.create(req.body), { status: 201 });

  // One path serves the dashboard tab's and the complaints page's query forms.
  r.get('/api/admin/complaints', (c, req) => c.complaints.adminList(queryInput(req)));
  r.get(CSV_EXPORT_PATHS.complaints, (c, req) => c.complaints.exportCsv(queryInput(req)), {
    csv: (c, req) => c.complaints.downloadCsv(queryInput(req)),
  });
  r.put('/api/admin/complaints/:id/respond', (c, req) => c.complaints.respond(withId(req)));
  r.put('/api/admin/complaints/:id/status', (c, req) => c.complaints.updateStatus(withId(req)));
  r.delete('/api/admin/complaints/:id', (c, req) => c.complaints.remove(withId(req)));

  r.put('/api/staff/complaints/:id/respond', (c, req) => c.complaints.staffRespond(withId(req)));
}
