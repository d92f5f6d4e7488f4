import type { RestRequest, RestRoutes } from './adapter';

/** Body and query fields plus `orderId` from the `:id` in the path. */
function orderInput(req: RestRequest, fields: object): never {
  return { ...fields, orderId: req.params.id } as never;
}
const body = (req: RestRequest): object => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/**
 * GET /api/food → menu items. POST /api/food/orders → 201 with the order and its `payment` link
 * (a retry with the same idempotencyKey answers 201 with the first order again).
 * The payment link: GET /api/food/orders/{id}/payment?token= shows it, POST .../pay {token, paymentKey?} pays it.
 */
export function foodRoutes(r: RestRoutes): void {
  r.get('/api/food', (c) => c.food.menu());
  r.post('/api/food/orders', (c, req) => c.food.createOrder(req.body), { status: 201 });
  r.post('/api/food/orders/charge-to-room', (c, req) => c.food.chargeToRoom(req.body), { status: 201 });
  r.get('/api/food/orders/:id/payment-status', (c, req) => c.food.paymentStatus(orderInput(req, {})));
  r.post('/api/food/orders/:id/renew-payment', (c, req) => c.food.renewPayment(orderInput(req, {})));
  r.get('/api/food/orders/:id/payment', (c, req) => c.food.paymentLink(orderInput(req, { token: req.query.token })));
  r.post('/api/food/orders/:id/pay', (c, req) => c.food.pay(orderInput(req, body(req))));
}
