import type { HomeOverview } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const homeKeys = { overview: ['home', 'overview'] as const };

export const homeApi = {
  overview: () => apiClient.get<HomeOverview>('/api/fs/inicio'),
};
