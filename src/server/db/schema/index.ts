// The whole database schema, one module per area.
export * from './accounts.ts';
export * from './tags.ts';
export * from './scans.ts';
export * from './orders.ts';
export * from './content.ts';
export * from './infrastructure.ts';
