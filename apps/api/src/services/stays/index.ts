// The stays domain's public face: routers, REST adapters and tests import from here.
export * from './admin-bookings';
export * from './admin-rooms';
export * from './bookings';
export * from './customer-dashboard';
export * from './desk';
export * from './feed-links';
export * from './rates';
export * from './room-feed';
export * from './rooms';
export * from './workflow';
export * from './booking-mail';
export * from './registration';
export * from './registration-export';
export * from './pre-arrival';
export * from './beds';
export * from './channels';
export { usableBeds, bedsFree, assignFreeBeds } from './inventory';
