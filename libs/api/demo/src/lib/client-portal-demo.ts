import type { EntityManager } from 'typeorm';
import { DEMO_CLIENT_USER } from './demo-accounts';

/**
 * The client portal's demo login: a CLIENTE user of the demo's first client, created once
 * (a user the demo deactivated or renamed is left as it is). Answers how many it created.
 */
export async function seedClientPortalDemo(
  manager: EntityManager,
  companyId: string,
  passwordHash: string,
): Promise<number> {
  const inserted = await manager.query(
    `INSERT INTO users (empresa_id, name, email, password_hash, role, cliente_id)
     SELECT $1, $2, $3, $4, 'CLIENTE', cl.id FROM cliente cl
      WHERE cl.empresa_id = $1 AND cl.codigo = $5
     ON CONFLICT (empresa_id, email) DO NOTHING RETURNING id`,
    [
      companyId,
      DEMO_CLIENT_USER.name,
      DEMO_CLIENT_USER.email,
      passwordHash,
      DEMO_CLIENT_USER.clientCode,
    ],
  );
  return inserted.length;
}
