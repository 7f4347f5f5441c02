// The wire contract of the VERSE API in one place. Widgets import `./rules` alone (no zod in
// their bundles); the worker and tools import this.
export * from './rules';
export * from './schemas';
export * from './openapi';
