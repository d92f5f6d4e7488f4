import type { RouterOutputs } from '../../lib/trpc';

type Admin = RouterOutputs['admin'];

export type AdminDashboardData = Admin['dashboard'];
export type AdminUser = Admin['users']['list']['users'][number];
export type AdminRoom = Admin['rooms']['list']['rooms'][number];
export type AdminBooking = Admin['bookings']['list']['bookings'][number];
export type AdminFood = Admin['food']['list']['foods'][number];
export type AdminOrder = Admin['orders']['list']['orders'][number];
export type AdminNotification = Admin['notifications']['list']['notifications'][number];
export type PaymentHistoryData = Admin['payments']['history'];
export type BookingPayment = PaymentHistoryData['bookingPayments'][number];
export type FoodPayment = PaymentHistoryData['foodPayments'][number];
export type AnalyticsData = Admin['analytics'];
export type AuditEntry = Admin['audit']['list']['entries'][number];
