// The money domain's public face: routers, REST adapters and tests import from here.
export * from './cash-report';
export * from './folio';
export * from './invoice-number';
export * from './invoices';
export * from './ledger';
export * from './pay-link';
export * from './payments';
