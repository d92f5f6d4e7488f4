/**
 * The demo sign-ins: the seed creates them, start-up prints them and warns about them, and the
 * admin dashboard flags them while their passwords still work. Kept apart from the seed so
 * services can read the list without depending on the seed.
 */
export interface DemoAccount {
  email: string;
  password: string;
  role: 'admin' | 'staff' | 'customer';
  note: string;
}

export const DEMO_LOGINS = {
  admin: {
    email: 'admin@innkeep.test',
    password: 'Admin#2026',
    role: 'admin',
    note: 'Administrator: dashboard, users, rooms, bookings, menu, complaints, analytics',
  },
  staff: {
    email: 'staff@innkeep.test',
    password: 'Staff#2026',
    role: 'staff',
    note: 'Approved staff: staff dashboard with arrivals, orders, rooms to clean',
  },
  pending: {
    email: 'pending@innkeep.test',
    password: 'Staff#2026',
    role: 'staff',
    note: 'Staff awaiting approval: shows the Account Pending Approval notice',
  },
  guest: {
    email: 'guest@innkeep.test',
    password: 'Guest#2026',
    role: 'customer',
    note: 'Customer: current stay, upcoming bookings, food orders, complaints, notifications',
  },
} as const satisfies Record<string, DemoAccount>;

/** The accounts worth printing at start-up (the seed's other customers share the guest password). */
export const DEMO_ACCOUNTS: DemoAccount[] = Object.values(DEMO_LOGINS);
