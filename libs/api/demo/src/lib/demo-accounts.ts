import type { Role } from '@campo/contracts';

/** The demo tenants and logins that `npm start` prints. Same password for all. */
export const DEMO_COMPANIES: ReadonlyArray<{
  name: string;
  users: ReadonlyArray<{
    name: string;
    email: string;
    role: Role;
    /** A responsável técnico's CREA/CFT registration: the one who signs the contracts' PMOCs. */
    registroProfissional?: string;
  }>;
}> = [
  {
    name: 'Demo Climatização',
    users: [
      { name: 'Administradora Demo', email: 'admin@demo.local', role: 'ADMIN' },
      { name: 'Supervisor Demo', email: 'supervisor@demo.local', role: 'SUPERVISOR' },
      {
        name: 'Eng. Marina Costa',
        email: 'marina@demo.local',
        role: 'SUPERVISOR',
        registroProfissional: 'CREA-SP 5069876543',
      },
      { name: 'Técnico Demo', email: 'tecnico@demo.local', role: 'TECNICO' },
      { name: 'Carlos Andrade', email: 'carlos@demo.local', role: 'TECNICO' },
      { name: 'Beatriz Lima', email: 'beatriz@demo.local', role: 'TECNICO' },
      { name: 'Rafael Souza', email: 'rafael@demo.local', role: 'TECNICO' },
    ],
  },
  {
    name: 'Outra Empresa',
    users: [{ name: 'Administrador Outra', email: 'admin@outra.local', role: 'ADMIN' }],
  },
];

/**
 * The demo's client user (role CLIENTE): a person of the client `clientCode` of the first
 * demo company, who signs in to the client portal (`/portal/`). Same password as the others.
 */
export const DEMO_CLIENT_USER = {
  name: 'Paula Ribeiro (Hospital Boa Saúde)',
  email: 'cliente@demo.local',
  clientCode: 'CLI-001',
} as const;
