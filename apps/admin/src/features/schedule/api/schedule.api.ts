import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import type {
  ScheduleCellDetail,
  ScheduleCellQuery,
  ScheduleGrid,
  ScheduleQuery,
} from './schedule.types';

export const scheduleKeys = {
  all: ['schedule'] as const,
  grid: (query: ScheduleQuery) => [...scheduleKeys.all, 'grid', query] as const,
  cell: (query: ScheduleCellQuery) => [...scheduleKeys.all, 'cell', query] as const,
};

export const scheduleApi = {
  grid: (query: ScheduleQuery) =>
    apiClient.get<ScheduleGrid>(withQuery('/api/fs/cronograma', { ...query })),
  cell: (query: ScheduleCellQuery) =>
    apiClient.get<ScheduleCellDetail>(withQuery('/api/fs/cronograma/celula', { ...query })),
};
