/*
 * The annual grid as `GET /api/fs/cronograma` answers it: the wire types live in
 * @campo/contracts, shared with the server (and frozen in an RGM).
 */
export type {
  MonthCell as ScheduleCell,
  ScheduleGrid,
  ScheduleQuery,
  ScheduleRow,
} from '@campo/contracts';
