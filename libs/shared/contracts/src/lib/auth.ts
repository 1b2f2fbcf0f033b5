export const ROLES = ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  SUPERVISOR: 'Supervisor',
  TECNICO: 'Técnico',
};

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
  };
  empresa: {
    id: string;
    nome: string;
    fusoHorario: string;
  };
  /** When the session ends at the latest (ISO 8601), whatever the activity. */
  expiraEm: string;
}
