import type {
  AcknowledgeRgmRequest,
  FluidReport,
  PortalContract,
  PortalHome,
  PortalIndoorAir,
  PortalOrder,
  PortalPmoc,
  PortalRgm,
  PortalUnit,
  PortalUnitDetail,
  PrivacyNoticeView,
  ServiceRequestDetail,
  ServiceRequestSummary,
  SessionInfo,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';

/** The portal's one typed client over `/api/portal/…` and the session's own routes. */
export const portalApi = {
  session: () => apiClient.get<SessionInfo>('/api/auth/eu'),
  login: (email: string, senha: string) =>
    apiClient.post<SessionInfo>('/api/auth/login', { email, senha }),
  logout: () => apiClient.post<null>('/api/auth/logout'),
  home: () => apiClient.get<PortalHome>('/api/portal/inicio'),
  contracts: () => apiClient.get<PortalContract[]>('/api/portal/contratos'),
  units: () => apiClient.get<PortalUnit[]>('/api/portal/unidades'),
  unit: (id: string) => apiClient.get<PortalUnitDetail>(`/api/portal/unidades/${id}`),
  orders: () => apiClient.get<PortalOrder[]>('/api/portal/ordens'),
  rgms: () => apiClient.get<PortalRgm[]>('/api/portal/rgms'),
  acknowledgeRgm: (id: string, body: AcknowledgeRgmRequest) =>
    apiClient.post<PortalRgm>(`/api/portal/rgms/${id}/ciente`, body),
  pmocs: () => apiClient.get<PortalPmoc[]>('/api/portal/pmocs'),
  requests: () => apiClient.get<ServiceRequestSummary[]>('/api/portal/solicitacoes'),
  request: (id: string) => apiClient.get<ServiceRequestDetail>(`/api/portal/solicitacoes/${id}`),
  /** multipart: the form's fields and, optionally, the photo in `foto`. */
  openRequest: (form: FormData) =>
    apiClient.postForm<ServiceRequestDetail>('/api/portal/solicitacoes', form),
  fluids: (year: number) => apiClient.get<FluidReport>(`/api/portal/fluidos?ano=${year}`),
  indoorAir: () => apiClient.get<PortalIndoorAir>('/api/portal/qualidade-do-ar'),
  privacyNotice: () => apiClient.get<PrivacyNoticeView>('/api/privacidade/aviso?superficie=PORTAL'),
};
