// The kitchen domain's public face: routers, REST adapters and tests import from here.
export * from './food';
export * from './menu';
export * from './orders';
export * from './unpaid-orders';
