import { DEMO, api, expect, registerCustomer, signIn, test, watchToasts } from './helpers';

// Pages other than the staff board follow the server's changes without a reload (live.onChange).

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("the admin overview shows a customer's new food order, and the guest's dashboard a confirmation, without reloading", async ({
  page: guest,
  browser,
}) => {
  test.slow();
  await registerCustomer(guest, 'Lena Live');

  const adminContext = await browser.newContext();
  await watchToasts(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin/dashboard');
  const recentOrders = admin.getByRole('heading', { name: 'Recent Food Orders' });
  await expect(recentOrders).toBeVisible();

  const [dish] = await api<{ _id: string; isAvailable: boolean }[]>(guest, 'GET', '/api/food').then((menu) =>
    menu.filter((f) => f.isAvailable),
  );
  if (!dish) throw new Error('empty menu');
  const order = await api<{ _id: string }>(guest, 'POST', '/api/food/orders', {
    items: [{ foodId: dish._id, quantity: 1 }],
    deliveryLocation: 'Lobby Lounge',
  });
  await expect(admin.getByText(`#${order._id.slice(-6)} · Lena Live`)).toBeVisible();

  // The guest books; staff confirm from their own session; the open dashboard follows.
  const rooms = await api<{ _id: string; name: string }[]>(guest, 'GET', `/api/rooms?checkIn=${day(200)}&checkOut=${day(201)}`);
  const room = rooms.at(-1);
  if (!room) throw new Error('no free room');
  const booking = await api<{ _id: string }>(guest, 'POST', '/api/bookings', {
    roomId: room._id,
    checkIn: day(200),
    checkOut: day(201),
    guests: 1,
  });
  await guest.goto('/customer/dashboard');
  const card = guest.getByRole('article', { name: `Booking of ${room.name}` });
  await expect(card).toContainText('pending');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO.staff);
  await api(staff, 'PUT', `/api/staff/bookings/${booking._id}/status`, { status: 'confirmed' });
  await expect(card).toContainText('confirmed');
  await adminContext.close();
  await staffContext.close();
});
