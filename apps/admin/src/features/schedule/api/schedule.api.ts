import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';
import type { ScheduleGrid, ScheduleQuery } from './schedule.types';

export const scheduleKeys = {
  all: ['schedule'] as const,
  grid: (query: ScheduleQuery) => [...scheduleKeys.all, 'grid', query] as const,
};

export const scheduleApi = {
  grid: (query: ScheduleQuery) =>
    apiClient.get<ScheduleGrid>(withQuery('/api/fs/cronograma', { ...query })),
};
