import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type {
  ScheduleCellDetail,
  ScheduleCellQuery,
  ScheduleGrid,
  ScheduleQuery,
} from './schedule.types';

export const scheduleKeys = queryKeys('schedule', {
  grid: (query: ScheduleQuery) => ['grid', query],
  cell: (query: ScheduleCellQuery) => ['cell', query],
});

export const scheduleApi = {
  grid: (query: ScheduleQuery) =>
    apiClient.get<ScheduleGrid>(withQuery('/api/fs/cronograma', { ...query })),
  cell: (query: ScheduleCellQuery) =>
    apiClient.get<ScheduleCellDetail>(withQuery('/api/fs/cronograma/celula', { ...query })),
};
