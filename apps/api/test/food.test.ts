import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_LIMITS, FOOD_MSG, LIMITS, type FoodCategory } from '@innkeep/api-contract';
import { auditLog, foodItems, foodOrderItems, foodOrders, notifications } from '@innkeep/db';
import { insertUser, newGuest, startTestServer, tokenFor, type TestServer } from './helpers';

interface Payment {
  url: string;
  token: string;
  expiresAt: string;
  expiresInSeconds: number;
  amount: number;
  currency: string;
  merchantId: string;
}
interface Order {
  _id: string;
  items: { foodId: string; name: string; quantity: number; price: number }[];
  deliveryLocation: string;
  specialInstructions: string;
  totalAmount: number;
  status: string;
  paymentStatus: string;
  paidAt: string | null;
  createdAt: string;
  payment: Payment;
}
interface PayResult {
  success: boolean;
  orderId: string;
  paymentStatus: string;
  paidAt: string;
  amount: number;
}

// A clock the tests move forward instead of waiting for payment links to expire. It starts at the
// real time because session tokens are checked against the real clock too.
let clock = Date.now();
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

let server: TestServer;
let customer: string;
const menu = { soup: '', steak: '', tea: '', sold: '' };

function addDish(name: string, priceCents: number, category: FoodCategory, isAvailable = true) {
  const at = new Date(clock).toISOString();
  return server.deps.db
    .insert(foodItems)
    .values({
      name,
      description: `${name}, freshly made.`,
      priceCents,
      category,
      preparationTime: 10,
      ingredients: ['a', 'b', 'c', 'd'],
      isAvailable,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .get().id;
}

async function newCustomerToken(): Promise<string> {
  const res = await server.api<{ token: string }>('POST', '/api/auth/register', { body: newGuest() });
  return res.body.token;
}

const orderBody = (items: unknown, extra: Record<string, unknown> = {}) => ({
  items,
  deliveryLocation: 'Room 104',
  specialInstructions: 'No onions',
  ...extra,
});

function placeOrder(body: unknown, token = customer) {
  return server.api<Order>('POST', '/api/food/orders', { body, token });
}

async function placeValidOrder(token = customer): Promise<Order> {
  const res = await placeOrder(orderBody([{ foodId: menu.soup, quantity: 2 }]), token);
  expect(res.status).toBe(201);
  return res.body;
}

function pay(orderId: string, body: Record<string, unknown>) {
  return server.api<PayResult>('POST', `/api/food/orders/${orderId}/pay`, { body });
}

const orderCount = () => server.deps.db.select({ n: count() }).from(foodOrders).get()?.n ?? 0;
const orderRow = (id: string) => server.deps.db.select().from(foodOrders).where(eq(foodOrders.id, id)).get();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  // Inserted out of menu order on purpose: the API sorts by category, then name.
  menu.tea = addDish('Pot of Tea', 350, 'beverages');
  menu.steak = addDish('Ribeye Steak', 3200, 'dinner');
  menu.soup = addDish('Tomato Soup', 850, 'lunch');
  menu.sold = addDish('Sea Bass', 2650, 'dinner', false);
  customer = await newCustomerToken();
});
afterAll(() => server.close());

describe('GET /api/food', () => {
  it('lists every dish to a visitor, unavailable ones included, by category order then name, in the documented shape', async () => {
    const res = await server.api<Record<string, unknown>[]>('GET', '/api/food');
    expect(res.status).toBe(200);
    expect(res.body.map((f) => f.name)).toEqual(['Tomato Soup', 'Ribeye Steak', 'Sea Bass', 'Pot of Tea']);
    expect(res.body[0]).toEqual({
      _id: menu.soup,
      name: 'Tomato Soup',
      description: 'Tomato Soup, freshly made.',
      price: 8.5,
      category: 'lunch',
      isVegetarian: false,
      isAvailable: true,
      preparationTime: 10,
      ingredients: ['a', 'b', 'c', 'd'],
      image: null,
    });
    expect(res.body.find((f) => f._id === menu.sold)?.isAvailable).toBe(false);
  });
});

describe('POST /api/food/orders', () => {
  it('creates the order from database prices, ignoring any price the client sends, with a payment link', async () => {
    const res = await placeOrder(
      orderBody(
        [
          { foodId: menu.steak, quantity: 1, price: 0.01 },
          { foodId: menu.tea, quantity: 3, price: 0.01 },
        ],
        { totalAmount: 0.05 },
      ),
    );
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      deliveryLocation: 'Room 104',
      specialInstructions: 'No onions',
      totalAmount: 42.5,
      status: 'pending',
      paymentStatus: 'pending',
      paidAt: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ foodId: menu.steak, name: 'Ribeye Steak', quantity: 1, price: 32 }),
      expect.objectContaining({ foodId: menu.tea, name: 'Pot of Tea', quantity: 3, price: 3.5 }),
    ]);
    expect(order.payment).toEqual({
      url: `/pay/${order._id}?token=${order.payment.token}`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(clock + LIMITS.qrExpirySeconds * 1000).toISOString(),
      expiresInSeconds: LIMITS.qrExpirySeconds,
      amount: 42.5,
      currency: 'USD',
      merchantId: FOOD_LIMITS.merchantId,
    });

    const row = orderRow(order._id);
    expect(row).toMatchObject({ totalCents: 4250, paymentStatus: 'pending', paymentToken: order.payment.token });
    const items = server.deps.db.select().from(foodOrderItems).where(eq(foodOrderItems.orderId, order._id)).all();
    expect(items.map((i) => [i.name, i.priceCents, i.quantity]).sort()).toEqual([
      ['Pot of Tea', 350, 3],
      ['Ribeye Steak', 3200, 1],
    ]);
  });

  it('merges repeated lines of one dish into one', async () => {
    const res = await placeOrder(
      orderBody([
        { foodId: menu.tea, quantity: 2 },
        { foodId: menu.soup, quantity: 1 },
        { foodId: menu.tea, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Pot of Tea', 5],
      ['Tomato Soup', 1],
    ]);
    expect(res.body.totalAmount).toBe(26);
  });

  it.each([
    [
      'an unavailable dish',
      () => [
        { foodId: menu.soup, quantity: 1 },
        { foodId: menu.sold, quantity: 1 },
      ],
      FOOD_MSG.notAvailable('Sea Bass'),
    ],
    ['a dish that is not on the menu', () => [{ foodId: 'ffffffffffffffffffffffff', quantity: 1 }], FOOD_MSG.itemMissing],
    ['an empty cart', () => [], FOOD_MSG.cartEmpty],
    ['a zero quantity', () => [{ foodId: menu.soup, quantity: 0 }], FOOD_MSG.quantityRange],
    ['a fractional quantity', () => [{ foodId: menu.soup, quantity: 1.5 }], FOOD_MSG.quantityRange],
    ['a quantity over the bound', () => [{ foodId: menu.soup, quantity: FOOD_LIMITS.maxQuantity + 1 }], FOOD_MSG.quantityRange],
    [
      'merged lines over the bound',
      () => [
        { foodId: menu.soup, quantity: 15 },
        { foodId: menu.soup, quantity: 6 },
      ],
      FOOD_MSG.quantityRange,
    ],
    [
      'too many lines',
      () => Array.from({ length: FOOD_LIMITS.maxLines + 1 }, () => ({ foodId: menu.soup, quantity: 1 })),
      FOOD_MSG.tooManyLines,
    ],
  ])('refuses %s and stores nothing', async (_label, items, message) => {
    const before = orderCount();
    const res = await placeOrder(orderBody(items()));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(orderCount()).toBe(before);
  });

  it('refuses a blank delivery location with the spec message', async () => {
    const before = orderCount();
    const res = await placeOrder(orderBody([{ foodId: menu.soup, quantity: 1 }], { deliveryLocation: '   ' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FOOD_MSG.deliveryLocationRequired });
    expect(orderCount()).toBe(before);
  });

  it('refuses visitors, staff and admins with the spec messages', async () => {
    const before = orderCount();
    const body = orderBody([{ foodId: menu.soup, quantity: 1 }]);
    const visitor = await placeOrder(body, '');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: FOOD_MSG.loginToOrder });
    for (const role of ['staff', 'admin'] as const) {
      const token = await tokenFor(server, await insertUser(server.deps, role));
      const res = await placeOrder(body, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: FOOD_MSG.customersOnly });
    }
    expect(orderCount()).toBe(before);
  });

  it('returns the first order for a retry with the same idempotency key, and only for the same customer', async () => {
    const body = orderBody([{ foodId: menu.soup, quantity: 1 }], { idempotencyKey: 'checkout-7f3a9c21' });
    const first = await placeOrder(body);
    const before = orderCount();
    const retry = await placeOrder(body);
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    expect(retry.body.payment.token).toBe(first.body.payment.token);
    expect(orderCount()).toBe(before);

    const otherCustomer = await placeOrder(body, await newCustomerToken());
    expect(otherCustomer.body._id).not.toBe(first.body._id);
    const otherKey = await placeOrder({ ...body, idempotencyKey: 'checkout-8b4c0d32' });
    expect(otherKey.body._id).not.toBe(first.body._id);
    expect(orderCount()).toBe(before + 2);
  });
});

describe('QR payment', () => {
  it('shows the order behind a link without the customer details', async () => {
    const order = await placeValidOrder();
    const res = await server.api<Record<string, unknown>>('GET', `/api/food/orders/${order._id}/payment?token=${order.payment.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId: order._id,
      orderNumber: order._id.slice(-6),
      items: [{ name: 'Tomato Soup', quantity: 2, price: 8.5 }],
      amount: 17,
      currency: 'USD',
      deliveryLocation: 'Room 104',
      paymentStatus: 'pending',
      expiresInSeconds: LIMITS.qrExpirySeconds,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/email|phone|customer/);

    const wrong = await server.api('GET', `/api/food/orders/${order._id}/payment?token=not-the-token`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: FOOD_MSG.paymentLinkInvalid });
  });

  it('pays with the link token, once: records it, notifies the customer, answers a retry with the same key alike', async () => {
    const order = await placeValidOrder();
    const paid = await pay(order._id, { token: order.payment.token, paymentKey: 'pay-key-0001' });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      success: true,
      orderId: order._id,
      paymentStatus: 'paid',
      paidAt: new Date(clock).toISOString(),
      amount: 17,
      currency: 'USD',
    });
    expect(orderRow(order._id)).toMatchObject({ paymentStatus: 'paid', paidAt: new Date(clock).toISOString(), paymentKey: 'pay-key-0001' });
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'food-order.pay'), eq(auditLog.entityId, order._id)))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorName).toMatch(/^Guest \d+$/);
    const notices = server.deps.db.select().from(notifications).where(eq(notifications.title, 'Payment received')).all();
    expect(notices.some((n) => n.message.includes(`#${order._id.slice(-6)}`))).toBe(true);

    advance(1);
    const retry = await pay(order._id, { token: order.payment.token, paymentKey: 'pay-key-0001' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(paid.body);

    for (const body of [{ token: order.payment.token, paymentKey: 'pay-key-0002' }, { token: order.payment.token }]) {
      const again = await pay(order._id, body);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: FOOD_MSG.alreadyPaid });
    }
    expect(orderRow(order._id)?.paymentKey).toBe('pay-key-0001');
  });

  it('refuses a wrong token and an unknown order alike, changing nothing', async () => {
    const order = await placeValidOrder();
    for (const [id, token] of [
      [order._id, `${order.payment.token.slice(0, -1)}x`],
      ['ffffffffffffffffffffffff', order.payment.token],
    ] as const) {
      const res = await pay(id, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: FOOD_MSG.paymentLinkInvalid });
    }
    expect(orderRow(order._id)).toMatchObject({ paymentStatus: 'pending', paidAt: null });
  });

  it('refuses an expired link; a renewed link replaces it and pays', async () => {
    const order = await placeValidOrder();
    advance(LIMITS.qrExpirySeconds);
    const expired = await pay(order._id, { token: order.payment.token });
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ message: FOOD_MSG.paymentExpired });
    expect(orderRow(order._id)?.paymentStatus).toBe('pending');

    const renewed = await server.api<Order>('POST', `/api/food/orders/${order._id}/renew-payment`, { token: customer });
    expect(renewed.status).toBe(200);
    expect(renewed.body._id).toBe(order._id);
    expect(renewed.body.payment.token).not.toBe(order.payment.token);
    expect(renewed.body.payment.expiresInSeconds).toBe(LIMITS.qrExpirySeconds);

    expect((await pay(order._id, { token: order.payment.token })).status).toBe(404);
    expect((await pay(order._id, { token: renewed.body.payment.token })).status).toBe(200);
    const again = await server.api('POST', `/api/food/orders/${order._id}/renew-payment`, { token: customer });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: FOOD_MSG.alreadyPaid });
  });

  it('refuses to pay a cancelled order', async () => {
    const order = await placeValidOrder();
    server.deps.db.update(foodOrders).set({ status: 'cancelled' }).where(eq(foodOrders.id, order._id)).run();
    const res = await pay(order._id, { token: order.payment.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: FOOD_MSG.orderCancelled });
    expect(orderRow(order._id)?.paymentStatus).toBe('pending');
  });

  it("tells the owner the payment status and nobody else, nor lets them renew another customer's link", async () => {
    const order = await placeValidOrder();
    const path = `/api/food/orders/${order._id}/payment-status`;
    const before = await server.api('GET', path, { token: customer });
    expect(before.body).toEqual({ orderId: order._id, status: 'pending', paymentStatus: 'pending', paidAt: null });

    const stranger = await newCustomerToken();
    expect((await server.api('GET', path, { token: stranger })).status).toBe(404);
    expect((await server.api('POST', `/api/food/orders/${order._id}/renew-payment`, { token: stranger })).status).toBe(404);
    expect(orderRow(order._id)?.paymentToken).toBe(order.payment.token);

    await pay(order._id, { token: order.payment.token });
    const after = await server.api('GET', path, { token: customer });
    expect(after.body).toMatchObject({ paymentStatus: 'paid', paidAt: new Date(clock).toISOString() });
  });
});
