import type {
  CompanyCertificateView,
  CompanyEntityChoice,
  CompanySettingsView,
  FieldServiceParameters,
  FieldServiceParametersInput,
  UpdateCompanyRequest,
  UploadCertificateRequest,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const companyKeys = queryKeys('company-settings', {
  company: 'company',
  parameters: 'field-service-parameters',
  entitySet: 'entity-set',
  certificate: 'certificate',
});

export const companyApi = {
  get: () => apiClient.get<CompanySettingsView>('/api/admin/empresa'),
  update: (input: UpdateCompanyRequest) =>
    apiClient.patch<CompanySettingsView>('/api/admin/empresa', input),
  uploadLogo: (imagem: string) =>
    apiClient.put<CompanySettingsView>('/api/admin/empresa/logo', { imagem }),
  removeLogo: () => apiClient.delete<CompanySettingsView>('/api/admin/empresa/logo'),
  certificate: () => apiClient.get<CompanyCertificateView | null>('/api/admin/empresa/certificado'),
  uploadCertificate: (input: UploadCertificateRequest) =>
    apiClient.put<CompanyCertificateView>('/api/admin/empresa/certificado', input),
  removeCertificate: () => apiClient.delete<null>('/api/admin/empresa/certificado'),
  parameters: () => apiClient.get<FieldServiceParameters>('/api/fs/parametros'),
  updateParameters: (input: FieldServiceParametersInput) =>
    apiClient.put<FieldServiceParameters>('/api/fs/parametros', input),
  entitySet: () => apiClient.get<CompanyEntityChoice[]>('/api/admin/empresa/entidades'),
  updateEntitySet: (entidades: string[]) =>
    apiClient.put<CompanyEntityChoice[]>('/api/admin/empresa/entidades', { entidades }),
};
