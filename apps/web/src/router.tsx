import { createTRPCQueryUtils } from '@trpc/react-query';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './auth/guards';
import { RouteError } from './components/RouteError';
import { AppLayout } from './layout/AppLayout';
import { HOTEL_INFO_STALE_MS } from './lib/hotel';
import { tokenStore } from './lib/session';
import { queryClient, trpcClient } from './lib/trpc';

// Each page is its own chunk: the landing page never downloads the dashboards.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const ALL = ['customer', 'staff', 'admin'] as const;

const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
/**
 * Starts a page's data as the router starts loading its chunk, not after the chunk has loaded and rendered:
 * one round trip less before a public page shows its content on slow 4G. The calls of one moment go in
 * one batched request. The loader waits for nothing; the page's own queries read what arrives.
 */
const prefetch = (start: (args: LoaderFunctionArgs) => unknown): Pick<RouteObject, 'loader'> => ({
  loader: (args) => {
    void start(args);
    return null;
  },
});
// The hotel's details, which every page waits for (AppLayout), and who a stored token belongs to (AuthProvider).
const hotelDetails = prefetch(() => {
  void utils.settings.hotel.prefetch(undefined, { staleTime: HOTEL_INFO_STALE_MS });
  // Asked once (AuthProvider's mount reads it); a token that no longer works is not asked again.
  if (tokenStore.get()) void utils.auth.me.prefetch(undefined, { staleTime: Infinity, retry: false });
});

/** The app's routes: the browser's router (main.tsx) and the server's first render (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    ...hotelDetails,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/', ...page(() => import('./pages/public/Landing')) },
          { path: '/login', ...page(() => import('./pages/auth/CustomerLogin')) },
          { path: '/customer/login', ...page(() => import('./pages/auth/CustomerLogin')) },
          { path: '/staff/login', ...page(() => import('./pages/auth/StaffLogin')) },
          { path: '/admin/login', ...page(() => import('./pages/auth/AdminLogin')) },
          { path: '/register', ...page(() => import('./pages/auth/Register')) },
        ],
      },
      // Open to visitors too (README, "Routes"): booking and ordering ask them to sign in.
      {
        path: '/rooms',
        ...page(() => import('./pages/rooms/Rooms')),
        // The whole list; a stay in the address (?checkIn=&checkOut=) asks for its own.
        ...prefetch(({ request }) => {
          const { searchParams } = new URL(request.url);
          return !(searchParams.get('checkIn') && searchParams.get('checkOut')) && utils.rooms.list.prefetch();
        }),
      },
      {
        path: '/rooms/:id',
        ...page(() => import('./pages/rooms/RoomDetails')),
        ...prefetch(({ params }) => utils.rooms.byId.prefetch({ id: params.id ?? '' })),
      },
      { path: '/facilities', ...page(() => import('./pages/public/Facilities')) },
      // What mailed links open (a reset, a new address), signed in or not.
      { path: '/forgot-password', ...page(() => import('./pages/auth/ForgotPassword')) },
      { path: '/reset-password', ...page(() => import('./pages/auth/ResetPassword')) },
      { path: '/confirm-email', ...page(() => import('./pages/auth/ConfirmEmail')) },
      { path: '/food-menu', ...page(() => import('./pages/food/FoodMenu')), ...prefetch(() => utils.food.menu.prefetch()) },
      {
        element: <RequireAuth roles={ALL} />,
        children: [
          { path: '/home', ...page(() => import('./pages/public/Home')) },
          { path: '/profile', ...page(() => import('./pages/common/Profile')) },
          { path: '/notifications', ...page(() => import('./pages/common/Notifications')) },
          { path: '/chat', ...page(() => import('./pages/common/Chat')) },
          // A guest's own invoices; staff and administrators open any from a folio (the server checks).
          { path: '/invoices/:kind/:id', ...page(() => import('./pages/invoices/Invoice')) },
          // A stay's online check-in (its guest before arriving, the desk at any time) and its printable card (the server checks).
          { path: '/bookings/:id/check-in', ...page(() => import('./pages/bookings/CheckIn')) },
          { path: '/bookings/:id/registration-card', ...page(() => import('./pages/bookings/RegistrationCard')) },
        ],
      },
      {
        element: <RequireAuth roles={['customer']} />,
        children: [
          { path: '/checkout', ...page(() => import('./pages/food/Checkout')) },
          { path: '/cart', ...page(() => import('./pages/food/Cart')) },
          { path: '/complaints', ...page(() => import('./pages/customer/Complaints')) },
          { path: '/customer/dashboard', ...page(() => import('./pages/customer/Dashboard')) },
          {
            path: '/book/:roomId',
            ...page(() => import('./pages/rooms/Book')),
            ...prefetch(({ params }) => {
              const id = params.roomId ?? '';
              void utils.rooms.byId.prefetch({ id });
              void utils.rooms.bookedNights.prefetch({ id });
            }),
            // The form writes its dates and guests into the address as they change: no reason to load the room again.
            shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
          },
        ],
      },
      { path: '/pay/:orderId', ...page(() => import('./pages/food/Pay')) },
      // The same pay page for a stay's balance (the desk's QR link).
      { path: '/pay/stay/:bookingId', ...page(() => import('./pages/food/Pay')) },
      { path: '*', ...page(() => import('./pages/public/NotFound')) },
    ],
  },
  {
    // Dashboards have no footer.
    element: <AppLayout footer={false} />,
    errorElement: <RouteError />,
    ...hotelDetails,
    children: [
      {
        element: <RequireAuth roles={['admin']} />,
        children: [
          { path: '/admin/dashboard', ...page(() => import('./pages/admin/Dashboard')) },
          { path: '/admin/complaints', ...page(() => import('./pages/admin/Complaints')) },
          // The side menu's admin links open the matching dashboard tab.
          { path: '/admin/users', element: <Navigate to="/admin/dashboard?tab=users" replace /> },
          { path: '/admin/settings', element: <Navigate to="/admin/dashboard?tab=settings" replace /> },
        ],
      },
      {
        element: <RequireAuth roles={['staff']} requireApproval />,
        children: [{ path: '/staff/dashboard', ...page(() => import('./pages/staff/Dashboard')) }],
      },
      {
        element: <RequireAuth roles={['staff', 'admin']} requireApproval />,
        children: [
          { path: '/desk', ...page(() => import('./pages/desk/FrontDesk')) },
          { path: '/desk/channels', ...page(() => import('./pages/desk/Channels')) },
          { path: '/reports/cash', ...page(() => import('./pages/reports/CashReport')) },
        ],
      },
    ],
  },
];
