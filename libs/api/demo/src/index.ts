export * from './lib/demo-seed.module';
export * from './lib/demo-accounts';
