import pg from 'pg';
// The e2e API runs with NODE_ENV=test, whose secret box key is public: the test opens the
// sealed body as the delivery worker would. Server code, but only node:crypto behind it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { secretBoxFromEnv } from '../../../../libs/api/platform/src/lib/common/secret-box';

/**
 * The text of the newest message to `email`, as its recipient would read it: a body with a
 * secret (a password link) is opened from its sealed copy, as the delivery worker would.
 */
async function newestMessageTo(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ corpo: string; corpo_cifrado: string | null }>(
      `SELECT corpo, corpo_cifrado FROM mail_outbox WHERE $1 = ANY(destinatarios)
        ORDER BY criado_em DESC LIMIT 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`Nenhuma mensagem para ${email}`);
    const sealed = rows[0].corpo_cifrado;
    if (!sealed) return rows[0].corpo;
    return secretBoxFromEnv({
      NODE_ENV: 'test',
      APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY,
    }).open(sealed, 'mail_outbox.corpo_cifrado');
  } finally {
    await db.end();
  }
}

/**
 * The set-password link of the newest message to `email`, as its recipient would receive
 * it. This API has no SMTP and the outbox never shows the link (an ADMIN resends, never
 * reads it), so the test takes it from the sealed copy the delivery worker would open.
 */
export async function passwordLinkSentTo(email: string): Promise<string> {
  const text = await newestMessageTo(email);
  const link = /(http\S+\/definir-senha#token=[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`A última mensagem para ${email} não tem link de senha`);
  return link;
}

/** The no-login visit report link of the newest message to `email` (the report's e-mail). */
export async function reportLinkSentTo(email: string): Promise<string> {
  const text = await newestMessageTo(email);
  const link = /(http\S+\/relatorios-publicos\/[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`A última mensagem para ${email} não tem link de relatório`);
  return link;
}
