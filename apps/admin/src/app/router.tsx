import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireRole } from '../features/auth/components/require-role';
import { RequireSession } from '../features/auth/components/require-session';
import { LOGIN_PATH } from '../features/auth/login-path';
import { HomePage } from '../features/home/components/home-page';
import { GeneratePmocButton } from '../features/pmoc/components/generate-pmoc-button';
import { type Register, REGISTERS } from './registers';
import { SignedInLayout } from './layout/signed-in-layout';
import {
  COMPANY_ADMIN_ROLES,
  DISPATCH_ROLES,
  FLUID_EDIT_ROLES,
  INTEGRATION_ROLES,
  RECORD_EDIT_ROLES,
  REFUSED_RECORD_ROLES,
  RGM_ROLES,
  RGM_SETTINGS_ROLES,
} from './navigation';
import { NotFoundPage, RouteErrorPage } from './status-pages';
import { lazyNamed, SuspenseOutlet } from './lazy-page';

// Every page but the login and the start page loads on demand: the first load carries the shell.
const ForgotPasswordPage = lazyNamed(
  () => import('../features/account/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const PrivacyNoticePage = lazyNamed(
  () => import('../features/privacy/components/privacy-notice-page'),
  'PrivacyNoticePage',
);
const ProcessingRecordPage = lazyNamed(
  () => import('../features/privacy/components/processing-record-page'),
  'ProcessingRecordPage',
);
const RetentionPage = lazyNamed(
  () => import('../features/privacy/components/retention-page'),
  'RetentionPage',
);
const DataRightsPage = lazyNamed(
  () => import('../features/privacy/components/data-rights-page'),
  'DataRightsPage',
);
const ReportLinksPage = lazyNamed(
  () => import('../features/privacy/components/report-links-page'),
  'ReportLinksPage',
);
const MyAccountPage = lazyNamed(
  () => import('../features/account/components/my-account-page'),
  'MyAccountPage',
);
const SetPasswordPage = lazyNamed(
  () => import('../features/account/components/set-password-page'),
  'SetPasswordPage',
);
const ActivityPlansPage = lazyNamed(
  () => import('../features/activity-plans/components/activity-plans-page'),
  'ActivityPlansPage',
);
const AuditPage = lazyNamed(() => import('../features/audit/components/audit-page'), 'AuditPage');
const CompanySettingsPage = lazyNamed(
  () => import('../features/company-settings/components/company-settings-page'),
  'CompanySettingsPage',
);
const VisitSettingsPage = lazyNamed(
  () => import('../features/visit-report/components/visit-settings-page'),
  'VisitSettingsPage',
);
const IndoorAirPage = lazyNamed(
  () => import('../features/indoor-air/components/indoor-air-page'),
  'IndoorAirPage',
);
const NewIndoorAirAnalysisPage = lazyNamed(
  () => import('../features/indoor-air/components/new-analysis-page'),
  'NewIndoorAirAnalysisPage',
);
const IndoorAirAnalysisPage = lazyNamed(
  () => import('../features/indoor-air/components/analysis-page'),
  'IndoorAirAnalysisPage',
);
const DataBrowserPage = lazyNamed(
  () => import('../features/data-browser/components/data-browser-page'),
  'DataBrowserPage',
);
const RecordDetailPage = lazyNamed(
  () => import('../features/data-browser/components/record-detail-page'),
  'RecordDetailPage',
);
const ClientUsersPanel = lazyNamed(
  () => import('../features/client-users/components/client-users-panel'),
  'ClientUsersPanel',
);
const AuthorisedSignersPanel = lazyNamed(
  () => import('../features/visit-report/components/authorised-signers-panel'),
  'AuthorisedSignersPanel',
);
const DocumentPage = lazyNamed(
  () => import('../features/documents/components/document-page'),
  'DocumentPage',
);
const DocumentsPage = lazyNamed(
  () => import('../features/documents/components/documents-page'),
  'DocumentsPage',
);
const FluidLogPage = lazyNamed(
  () => import('../features/fluids/components/fluid-log-page'),
  'FluidLogPage',
);
const FluidReviewPage = lazyNamed(
  () => import('../features/fluids/components/fluid-review-page'),
  'FluidReviewPage',
);
const CylindersPage = lazyNamed(
  () => import('../features/fluids/components/cylinders-page'),
  'CylindersPage',
);
const RefusedRecordsPage = lazyNamed(
  () => import('../features/refused-records/components/refused-records-page'),
  'RefusedRecordsPage',
);
const FluidPrintPage = lazyNamed(
  () => import('../features/fluids/components/fluid-print-page'),
  'FluidPrintPage',
);
const FluidReportPage = lazyNamed(
  () => import('../features/fluids/components/fluid-report-page'),
  'FluidReportPage',
);
const BatchDetailPage = lazyNamed(
  () => import('../features/import-history/components/batch-detail-page'),
  'BatchDetailPage',
);
const ImportHistoryPage = lazyNamed(
  () => import('../features/import-history/components/import-history-page'),
  'ImportHistoryPage',
);
const CreateTokenPage = lazyNamed(
  () => import('../features/ingestion-tokens/components/create-token-page'),
  'CreateTokenPage',
);
const TokenDetailPage = lazyNamed(
  () => import('../features/ingestion-tokens/components/token-detail-page'),
  'TokenDetailPage',
);
const TokensPage = lazyNamed(
  () => import('../features/ingestion-tokens/components/tokens-page'),
  'TokensPage',
);
const OutboxPage = lazyNamed(
  () => import('../features/outbox/components/outbox-page'),
  'OutboxPage',
);
const WebhooksPage = lazyNamed(
  () => import('../features/webhooks/components/webhooks-page'),
  'WebhooksPage',
);
const WebhookEndpointPage = lazyNamed(
  () => import('../features/webhooks/components/webhook-endpoint-page'),
  'WebhookEndpointPage',
);
const IntegrationGuidePage = lazyNamed(
  () => import('../features/integration-guide/components/integration-guide-page'),
  'IntegrationGuidePage',
);
const RegisterPage = lazyNamed(
  () => import('../features/registers/components/register-page'),
  'RegisterPage',
);
const ContractSettingsPage = lazyNamed(
  () => import('../features/rgm/components/contract-settings-page'),
  'ContractSettingsPage',
);
const CreateRgmPage = lazyNamed(
  () => import('../features/rgm/components/create-rgm-page'),
  'CreateRgmPage',
);
const RgmListPage = lazyNamed(
  () => import('../features/rgm/components/rgm-list-page'),
  'RgmListPage',
);
const ClientRgmPage = lazyNamed(
  () => import('../features/rgm/components/client-rgm-page'),
  'ClientRgmPage',
);
const RgmPage = lazyNamed(() => import('../features/rgm/components/rgm-page'), 'RgmPage');
const SchedulePage = lazyNamed(
  () => import('../features/schedule/components/schedule-page'),
  'SchedulePage',
);
const SchedulePrintPage = lazyNamed(
  () => import('../features/schedule/components/schedule-print-page'),
  'SchedulePrintPage',
);
const SectorsPage = lazyNamed(
  () => import('../features/sectors/components/sectors-page'),
  'SectorsPage',
);
const CausesPage = lazyNamed(
  () => import('../features/causes/components/causes-page'),
  'CausesPage',
);
const SpreadsheetsPage = lazyNamed(
  () => import('../features/spreadsheets/components/spreadsheets-page'),
  'SpreadsheetsPage',
);
const UsersPage = lazyNamed(() => import('../features/users/components/users-page'), 'UsersPage');
const TechnicalLeadsPage = lazyNamed(
  () => import('../features/users/components/technical-leads-page'),
  'TechnicalLeadsPage',
);
const RecordCreatePage = lazyNamed(
  () => import('../features/data-browser/components/record-create-page'),
  'RecordCreatePage',
);
const DispatchPage = lazyNamed(
  () => import('../features/dispatch/components/dispatch-page'),
  'DispatchPage',
);
const NewOrderPage = lazyNamed(
  () => import('../features/orders/components/new-order-page'),
  'NewOrderPage',
);
const OrderPage = lazyNamed(() => import('../features/orders/components/order-page'), 'OrderPage');
const OrdersPage = lazyNamed(
  () => import('../features/orders/components/orders-page'),
  'OrdersPage',
);

const ServiceRequestsPage = lazyNamed(
  () => import('../features/service-requests/components/service-requests-page'),
  'ServiceRequestsPage',
);
const ServiceRequestPage = lazyNamed(
  () => import('../features/service-requests/components/service-request-page'),
  'ServiceRequestPage',
);

const UnitQrCard = lazyNamed(
  () => import('../features/unit-qr/components/unit-qr-card'),
  'UnitQrCard',
);
const ContractHubPanel = lazyNamed(
  () => import('../features/hub/components/contract-hub-panel'),
  'ContractHubPanel',
);
const ClientHubPanel = lazyNamed(
  () => import('../features/hub/components/client-hub-panel'),
  'ClientHubPanel',
);
const ContractLabelsCard = lazyNamed(
  () => import('../features/unit-qr/components/contract-labels-card'),
  'ContractLabelsCard',
);

/** What a register's record page shows under the record, by entity. */
const RECORD_EXTRAS: Record<string, (recordId: string) => ReactNode> = {
  equipamento: (recordId) => (
    <Suspense fallback={null}>
      <UnitQrCard equipmentId={recordId} />
    </Suspense>
  ),
  contrato: (recordId) => (
    <Suspense fallback={null}>
      <ContractHubPanel contractId={recordId} />
      <ContractLabelsCard contractId={recordId} />
    </Suspense>
  ),
  cliente: (recordId) => (
    <Suspense fallback={null}>
      <ClientHubPanel clientId={recordId} />
      <ClientUsersPanel clientId={recordId} />
      <AuthorisedSignersPanel clientId={recordId} />
    </Suspense>
  ),
};

const DISPATCH_ONLY =
  'Abrir e despachar ordens de serviço é para supervisores e administradores da empresa.';

const RGM_ONLY =
  'O RGM é para supervisores e administradores da empresa. Fale com um deles se precisar dele.';

/** A register's list and, under it, the record page of its entity (with Editar) and "Novo". */
const registerRoutes = (register: Register): RouteObject[] => [
  { path: register.path, element: <RegisterPage register={register} /> },
  ...(register.newLabel
    ? [
        {
          path: `${register.path}/novo`,
          element: <RequireRole roles={RECORD_EDIT_ROLES} />,
          children: [
            {
              index: true,
              element: (
                <RecordCreatePage
                  entidade={register.entidade}
                  title={register.newLabel}
                  list={{ to: register.path, label: register.title }}
                />
              ),
            },
          ],
        },
      ]
    : []),
  {
    path: `${register.path}/:recordId`,
    element: (
      <RecordDetailPage
        entidade={register.entidade}
        list={{ to: register.path, label: register.title }}
        extras={RECORD_EXTRAS[register.entidade]}
      />
    ),
  },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    element: <SuspenseOutlet />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: 'definir-senha', element: <SetPasswordPage /> },
      { path: 'esqueci-senha', element: <ForgotPasswordPage /> },
      {
        element: <RequireSession />,
        children: [
          // Print views: the report alone, without the navigation.
          { path: 'cronograma/imprimir', element: <SchedulePrintPage /> },
          { path: 'fluidos/imprimir', element: <FluidPrintPage /> },
          {
            element: <SignedInLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'dados/:entidade?', element: <DataBrowserPage /> },
              { path: 'dados/:entidade/:recordId', element: <RecordDetailPage /> },
              ...REGISTERS.flatMap(registerRoutes),
              { path: 'cadastros/setores', element: <SectorsPage /> },
              {
                element: <RequireRole roles={RECORD_EDIT_ROLES} />,
                children: [
                  { path: 'cadastros/planos-de-atividades', element: <ActivityPlansPage /> },
                ],
              },
              { path: 'cadastros/causas', element: <CausesPage /> },
              { path: 'ordens', element: <OrdersPage /> },
              {
                element: <RequireRole roles={DISPATCH_ROLES} message={DISPATCH_ONLY} />,
                children: [
                  { path: 'ordens/nova', element: <NewOrderPage /> },
                  { path: 'despacho', element: <DispatchPage /> },
                  { path: 'solicitacoes', element: <ServiceRequestsPage /> },
                  { path: 'solicitacoes/:requestId', element: <ServiceRequestPage /> },
                ],
              },
              { path: 'ordens/:orderId', element: <OrderPage /> },
              {
                path: 'rgm',
                element: <RequireRole roles={RGM_ROLES} message={RGM_ONLY} />,
                children: [
                  { index: true, element: <RgmListPage /> },
                  { path: 'novo', element: <CreateRgmPage /> },
                  {
                    path: 'contratos',
                    element: <RequireRole roles={RGM_SETTINGS_ROLES} />,
                    children: [{ index: true, element: <ContractSettingsPage /> }],
                  },
                  { path: 'clientes/:clientId', element: <ClientRgmPage /> },
                  { path: ':rgmId', element: <RgmPage /> },
                ],
              },
              {
                path: 'cronograma',
                element: (
                  <SchedulePage
                    contractActions={({ contractId, year }) => (
                      <GeneratePmocButton contractId={contractId} year={year} />
                    )}
                  />
                ),
              },
              { path: 'minha-conta', element: <MyAccountPage /> },
              { path: 'privacidade', element: <PrivacyNoticePage /> },
              {
                path: 'empresa',
                element: <RequireRole roles={COMPANY_ADMIN_ROLES} />,
                children: [
                  { path: 'usuarios', element: <UsersPage /> },
                  { path: 'responsaveis-tecnicos', element: <TechnicalLeadsPage /> },
                  { path: 'configuracoes', element: <CompanySettingsPage /> },
                  { path: 'relatorio-de-atendimento', element: <VisitSettingsPage /> },
                  { path: 'auditoria', element: <AuditPage /> },
                  { path: 'registro-de-tratamento', element: <ProcessingRecordPage /> },
                  { path: 'retencao', element: <RetentionPage /> },
                  { path: 'direitos-do-titular', element: <DataRightsPage /> },
                  { path: 'links-de-relatorio', element: <ReportLinksPage /> },
                  { path: 'caixa-de-saida', element: <OutboxPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
              { path: 'documentos', element: <DocumentsPage actions={<GeneratePmocButton />} /> },
              { path: 'documentos/:documentId', element: <DocumentPage /> },
              { path: 'fluidos', element: <FluidReportPage /> },
              {
                path: 'qualidade-ar',
                element: <RequireRole roles={RECORD_EDIT_ROLES} />,
                children: [
                  { index: true, element: <IndoorAirPage /> },
                  { path: 'nova', element: <NewIndoorAirAnalysisPage /> },
                  { path: ':analysisId', element: <IndoorAirAnalysisPage /> },
                ],
              },
              { path: 'fluidos/registros', element: <FluidLogPage /> },
              { path: 'fluidos/revisao', element: <FluidReviewPage /> },
              {
                element: <RequireRole roles={FLUID_EDIT_ROLES} />,
                children: [{ path: 'fluidos/cilindros', element: <CylindersPage /> }],
              },
              {
                element: <RequireRole roles={REFUSED_RECORD_ROLES} />,
                children: [{ path: 'registros-recusados', element: <RefusedRecordsPage /> }],
              },
              {
                path: 'integracoes',
                element: <RequireRole roles={INTEGRATION_ROLES} />,
                children: [
                  { path: 'tokens', element: <TokensPage /> },
                  { path: 'tokens/novo', element: <CreateTokenPage /> },
                  { path: 'tokens/:tokenId', element: <TokenDetailPage /> },
                  { path: 'importacoes', element: <ImportHistoryPage /> },
                  { path: 'importacoes/:loteId', element: <BatchDetailPage /> },
                  { path: 'planilhas', element: <SpreadsheetsPage /> },
                  { path: 'guia', element: <IntegrationGuidePage /> },
                  { path: 'webhooks', element: <WebhooksPage /> },
                  { path: 'webhooks/:endpointId', element: <WebhookEndpointPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
