import { queryInput, withId, type RestRoutes } from './adapter';

export function roomRoutes(r: RestRoutes): void {
  r.get('/api/rooms', (c, req) => c.rooms.list(queryInput(req)));
  r.get('/api/rooms/:id', (c, req) => c.rooms.byId({ ...(queryInput(req) as object), id: req.params.id } as never));
  r.get('/api/rooms/:id/quote', (c, req) => c.rooms.quote({ ...(queryInput(req) as object), roomId: req.params.id } as never));
  r.get('/api/rooms/:id/booked-nights', (c, req) => c.rooms.bookedNights(withId(req)));
}
