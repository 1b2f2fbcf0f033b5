import pg from 'pg';
import { adminSession, unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

/**
 * The outbox as the ADMIN sees a delivery that failed: its attempts and last error, and a
 * resend. This API runs without SMTP, so the resend is refused with the reason; delivery
 * itself (refused, retried, delivered once) is proven against a real SMTP server in
 * libs/api/platform/test/mail-delivery.spec.ts.
 */
describe('outbox', () => {
  const browser = useBrowser();

  it('shows a failed delivery with its attempts and last error, and says why it cannot resend', async () => {
    const { page } = browser;
    const email = `${unique('falhou').toLowerCase()}@demo.local`;
    const admin = await adminSession();
    await admin.post('/api/admin/usuarios', { nome: 'Entrega Falhou', email, perfil: 'TECNICO' });
    // The state the worker leaves after its last attempt; no screen can produce it here.
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `UPDATE mail_outbox SET status = 'FALHOU', tentativas = 6, erro = $2
          WHERE $1 = ANY(destinatarios)`,
        [email, '550 5.1.1 caixa postal inexistente'],
      );
    } finally {
      await db.end();
    }

    await loginAs(page, 'ADMIN');
    await openPage(page, '/empresa/caixa-de-saida', 'Caixa de saída');
    const message = `li[data-outbox-to="${email}"]`;
    expect(await textOf(page, `${message} .badge`)).toBe('Falhou');
    expect(await textOf(page, `${message} [data-outbox-attempts]`)).toBe(
      'Não entregue após 6 tentativas',
    );
    expect(await textOf(page, `${message} .alert`)).toBe(
      'Último erro: 550 5.1.1 caixa postal inexistente',
    );
    await saveScreen(page, 'caixa-de-saida-falhou');

    await page.locator(`${message} button::-p-text(Reenviar)`).click();
    expect(await textOf(page, '.page > .alert')).toContain('Sem servidor de e-mail (SMTP_URL)');
    expect(await textOf(page, `${message} .badge`)).toBe('Falhou');

    await page.setViewport({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector(`${message} button::-p-text(Reenviar)`);
    await saveScreen(page, 'caixa-de-saida-falhou-390', true);
  });
});
