/*
 * The annual grid as `GET /api/fs/cronograma` answers it: the wire types live in
 * @campo/contracts, shared with the server (and frozen in an RGM).
 */
export type {
  MonthCell as ScheduleCell,
  ScheduleCellDetail,
  ScheduleCellQuery,
  ScheduleGrid,
  ScheduleQuery,
  ScheduleRow,
} from '@campo/contracts';
