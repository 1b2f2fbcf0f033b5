import type {
  CompanyEntityChoice,
  CompanySettingsView,
  FieldServiceParameters,
  FieldServiceParametersInput,
  UpdateCompanyRequest,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const companyKeys = queryKeys('company-settings', {
  company: 'company',
  parameters: 'field-service-parameters',
  entitySet: 'entity-set',
});

export const companyApi = {
  get: () => apiClient.get<CompanySettingsView>('/api/admin/empresa'),
  update: (input: UpdateCompanyRequest) =>
    apiClient.patch<CompanySettingsView>('/api/admin/empresa', input),
  uploadLogo: (imagem: string) =>
    apiClient.put<CompanySettingsView>('/api/admin/empresa/logo', { imagem }),
  removeLogo: () => apiClient.delete<CompanySettingsView>('/api/admin/empresa/logo'),
  parameters: () => apiClient.get<FieldServiceParameters>('/api/fs/parametros'),
  updateParameters: (input: FieldServiceParametersInput) =>
    apiClient.put<FieldServiceParameters>('/api/fs/parametros', input),
  entitySet: () => apiClient.get<CompanyEntityChoice[]>('/api/admin/empresa/entidades'),
  updateEntitySet: (entidades: string[]) =>
    apiClient.put<CompanyEntityChoice[]>('/api/admin/empresa/entidades', { entidades }),
};
