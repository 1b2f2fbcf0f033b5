export * from './lib/field-service.module';
export * from './lib/database/migrations';
export * from './lib/rgm/rgm.service';
export * from './lib/rgm/rgm-snapshot';
export * from './lib/rgm-closing/rgm-closing.job';
export * from './lib/common/clock';
export * from './lib/schedule/schedule.service';
export * from './lib/schedule/schedule-projection';
