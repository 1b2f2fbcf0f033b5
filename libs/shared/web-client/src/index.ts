export * from './lib/api-client';
export * from './lib/uuid';
export * from './lib/skip-link';
