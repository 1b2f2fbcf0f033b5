export * from './lib/chart-spec';
export * from './lib/palette';
export * from './lib/number-format';
export * from './lib/chart-kinds';
export * from './lib/rgm-charts';
export * from './lib/fluid-charts';
export * from './lib/home-charts';
export * from './lib/token-charts';
