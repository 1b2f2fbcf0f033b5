export const ROLES = ['ADMIN', 'SUPERVISOR', 'TECNICO', 'CLIENTE'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  SUPERVISOR: 'Supervisor',
  TECNICO: 'Técnico',
  CLIENTE: 'Cliente',
};

/**
 * The company's own people. A session route that names no role (`@RequireSession()`)
 * admits these: a client user (CLIENTE) reaches only the routes that name it — the
 * client portal and the session's own account routes.
 */
export const STAFF_ROLES = ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who uses the client portal (`/api/portal/…`): a client's people, each tied to one client. */
export const CLIENT_PORTAL_ROLES: readonly Role[] = ['CLIENTE'];

/** Where the API serves the client portal's front end. */
export const CLIENT_PORTAL_PATH = '/portal';

/** The roles a session route admits: the ones it names, or every staff role when it names none. */
export function admittedRoles(declared: readonly Role[]): readonly Role[] {
  return declared.length > 0 ? declared : STAFF_ROLES;
}

/*
 * Who may do what. The API guards its routes with these lists and the admin app shows
 * or hides its pages and buttons by them, so both read the same roles.
 */

/** Who administers integrations: tokens, import history, spreadsheets, the guide. */
export const INTEGRATION_ROLES: readonly Role[] = ['ADMIN'];

/** Who computes, reads and releases RGMs. */
export const RGM_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** Who manages the company's users and settings, and reads its audit trail and outbox (/empresa). */
export const COMPANY_ADMIN_ROLES: readonly Role[] = ['ADMIN'];

/** Who sets each contract's automatic closing day and RGM recipients. */
export const RGM_SETTINGS_ROLES: readonly Role[] = ['ADMIN'];

/** Who edits and signs documents and generates PMOCs; every role reads documents. */
export const DOCUMENT_EDIT_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** Who records, corrects and deletes refrigerant events by hand and reads their audit trail; every role reads the report. */
export const FLUID_EDIT_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** Who opens, dispatches, reschedules, cancels and closes service orders and generates preventive ones; every role reads them. */
export const DISPATCH_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** Who uses the technician's app (`/api/fs/app/os…`): the orders allocated to them. */
export const TECHNICIAN_APP_ROLES: readonly Role[] = ['TECNICO'];

/** Who edits stored records, maintenance plans and sectors; every role reads them. */
export const RECORD_EDIT_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** Body of `POST /api/auth/login`. */
export interface LoginRequest {
  email: string;
  senha: string;
}

/** `dados` of `GET /api/auth/eu` and of a successful login. */
export interface SessionInfo {
  usuario: {
    id: string;
    nome: string;
    email: string;
    papel: Role;
    /** The client a CLIENTE user belongs to; null for the company's own people. */
    clienteId: string | null;
  };
  empresa: {
    id: string;
    nome: string;
    fusoHorario: string;
  };
  /** When the session ends at the latest (ISO 8601), whatever the activity. */
  expiraEm: string;
}
