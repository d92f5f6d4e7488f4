// The money domain's public face: routers, REST adapters and tests import from here.
export * from './folio';
export * from './invoice-number';
export * from './invoices';
export * from './ledger';
export * from './pay-link';
export * from './payments';
