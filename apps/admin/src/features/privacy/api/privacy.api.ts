import type { PrivacyNoticeView, ProcessingRecordRow } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const privacyKeys = queryKeys('privacy', { notice: 'notice', record: 'record' });

/** Where the record of processing downloads as a file (`csv` or `json`). */
export const RECORD_EXPORT_URL = '/api/admin/privacidade/registro/exportar';

export const privacyApi = {
  notice: () => apiClient.get<PrivacyNoticeView>('/api/privacidade/aviso?superficie=ADMIN'),
  record: () => apiClient.get<ProcessingRecordRow[]>('/api/admin/privacidade/registro'),
};
