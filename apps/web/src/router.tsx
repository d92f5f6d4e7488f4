import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './auth/guards';
import { RouteError } from './components/RouteError';
import { AppLayout } from './layout/AppLayout';

// Each page is its own chunk: the landing page never downloads the dashboards.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const ALL = ['customer', 'staff', 'admin'] as const;

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
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
      { path: '/rooms', ...page(() => import('./pages/rooms/Rooms')) },
      { path: '/rooms/:id', ...page(() => import('./pages/rooms/RoomDetails')) },
      { path: '/facilities', ...page(() => import('./pages/public/Facilities')) },
      // Account recovery: a reset link may be opened on a device that is still signed in.
      { path: '/forgot-password', ...page(() => import('./pages/auth/ForgotPassword')) },
      { path: '/reset-password', ...page(() => import('./pages/auth/ResetPassword')) },
      { path: '/food-menu', ...page(() => import('./pages/food/FoodMenu')) },
      {
        element: <RequireAuth roles={ALL} />,
        children: [
          { path: '/home', ...page(() => import('./pages/public/Home')) },
          { path: '/profile', ...page(() => import('./pages/common/Profile')) },
          { path: '/notifications', ...page(() => import('./pages/common/Notifications')) },
          { path: '/chat', ...page(() => import('./pages/common/Chat')) },
          // A guest's own invoices; staff and administrators open any from a folio (the server checks).
          { path: '/invoices/:kind/:id', ...page(() => import('./pages/invoices/Invoice')) },
          // A stay's online check-in: its guest before arriving, the desk's registration card (the server checks).
          { path: '/bookings/:id/check-in', ...page(() => import('./pages/bookings/CheckIn')) },
        ],
      },
      {
        element: <RequireAuth roles={['customer']} />,
        children: [
          { path: '/checkout', ...page(() => import('./pages/food/Checkout')) },
          { path: '/cart', ...page(() => import('./pages/food/Cart')) },
          { path: '/complaints', ...page(() => import('./pages/customer/Complaints')) },
          { path: '/customer/dashboard', ...page(() => import('./pages/customer/Dashboard')) },
          { path: '/book/:roomId', ...page(() => import('./pages/rooms/Book')) },
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
        children: [{ path: '/desk', ...page(() => import('./pages/desk/FrontDesk')) }],
      },
    ],
  },
]);
