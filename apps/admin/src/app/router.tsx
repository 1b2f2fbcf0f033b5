import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/account/components/forgot-password-page';
import { MyAccountPage } from '../features/account/components/my-account-page';
import { SetPasswordPage } from '../features/account/components/set-password-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { LoginPage } from '../features/auth/components/login-page';
import { CompanySettingsPage } from '../features/company-settings/components/company-settings-page';
import { RequireRole } from '../features/auth/components/require-role';
import { RequireSession } from '../features/auth/components/require-session';
import { LOGIN_PATH } from '../features/auth/login-path';
import { DataBrowserPage } from '../features/data-browser/components/data-browser-page';
import { RecordCreatePage } from '../features/data-browser/components/record-create-page';
import { RecordDetailPage } from '../features/data-browser/components/record-detail-page';
import { DocumentPage } from '../features/documents/components/document-page';
import { DispatchPage } from '../features/dispatch/components/dispatch-page';
import { DocumentsPage } from '../features/documents/components/documents-page';
import { FluidLogPage } from '../features/fluids/components/fluid-log-page';
import { FluidPrintPage } from '../features/fluids/components/fluid-print-page';
import { FluidReportPage } from '../features/fluids/components/fluid-report-page';
import { HomePage } from '../features/home/components/home-page';
import { BatchDetailPage } from '../features/import-history/components/batch-detail-page';
import { ImportHistoryPage } from '../features/import-history/components/import-history-page';
import { CreateTokenPage } from '../features/ingestion-tokens/components/create-token-page';
import { TokenDetailPage } from '../features/ingestion-tokens/components/token-detail-page';
import { TokensPage } from '../features/ingestion-tokens/components/tokens-page';
import { NewOrderPage } from '../features/orders/components/new-order-page';
import { OrderPage } from '../features/orders/components/order-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { OutboxPage } from '../features/outbox/components/outbox-page';
import { IntegrationGuidePage } from '../features/integration-guide/components/integration-guide-page';
import { GeneratePmocButton } from '../features/pmoc/components/generate-pmoc-button';
import { RegisterPage } from '../features/registers/components/register-page';
import { type Register, REGISTERS } from './registers';
import { ContractSettingsPage } from '../features/rgm/components/contract-settings-page';
import { CreateRgmPage } from '../features/rgm/components/create-rgm-page';
import { RgmListPage } from '../features/rgm/components/rgm-list-page';
import { RgmPage } from '../features/rgm/components/rgm-page';
import { SchedulePage } from '../features/schedule/components/schedule-page';
import { SchedulePrintPage } from '../features/schedule/components/schedule-print-page';
import { SectorsPage } from '../features/sectors/components/sectors-page';
import { SpreadsheetsPage } from '../features/spreadsheets/components/spreadsheets-page';
import { UsersPage } from '../features/users/components/users-page';
import { TechnicalLeadsPage } from '../features/users/components/technical-leads-page';
import { SignedInLayout } from './layout/signed-in-layout';
import {
  COMPANY_ADMIN_ROLES,
  DISPATCH_ROLES,
  INTEGRATION_ROLES,
  RECORD_EDIT_ROLES,
  RGM_ROLES,
  RGM_SETTINGS_ROLES,
} from './navigation';
import { NotFoundPage, RouteErrorPage } from './status-pages';

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
      />
    ),
  },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
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
              { path: 'ordens', element: <OrdersPage /> },
              {
                element: <RequireRole roles={DISPATCH_ROLES} message={DISPATCH_ONLY} />,
                children: [
                  { path: 'ordens/nova', element: <NewOrderPage /> },
                  { path: 'despacho', element: <DispatchPage /> },
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
              {
                path: 'empresa',
                element: <RequireRole roles={COMPANY_ADMIN_ROLES} />,
                children: [
                  { path: 'usuarios', element: <UsersPage /> },
                  { path: 'responsaveis-tecnicos', element: <TechnicalLeadsPage /> },
                  { path: 'configuracoes', element: <CompanySettingsPage /> },
                  { path: 'auditoria', element: <AuditPage /> },
                  { path: 'caixa-de-saida', element: <OutboxPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
              { path: 'documentos', element: <DocumentsPage actions={<GeneratePmocButton />} /> },
              { path: 'documentos/:documentId', element: <DocumentPage /> },
              { path: 'fluidos', element: <FluidReportPage /> },
              { path: 'fluidos/registros', element: <FluidLogPage /> },
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
