import { useQuery } from '@tanstack/react-query';
import { homeApi, homeKeys } from '../api/home.api';

/** What needs the user's attention and the month's KPIs (refreshed when the page is revisited). */
export function useHomeOverview() {
  return useQuery({ queryKey: homeKeys.overview, queryFn: homeApi.overview });
}
