import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

/**
 * The ADMIN connects a receiver: creates an endpoint pointing at a real HTTP server on
 * loopback (allowed outside production), copies the secret shown once, sends the test
 * event and watches the API's worker deliver it in the delivery log.
 */
describe('webhooks', () => {
  const browser = useBrowser();
  let receiver: Server;
  const received: Array<{ id: string | undefined; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ id: request.headers['webhook-id'] as string | undefined, body });
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('recebido pelo teste');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('creates an endpoint, sends a test event and shows its delivery in the log', async () => {
    const { page } = browser;
    const { port } = receiver.address() as AddressInfo;
    const description = unique('ERP');
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'ADMIN');
    await openPage(page, '/integracoes/webhooks', 'Webhooks');

    await page.locator('button::-p-text(Novo endpoint)').click();
    await page.locator('input[name="url"]').fill(`http://127.0.0.1:${port}/campo`);
    await page.locator('input[name="descricao"]').fill(description);
    await page.locator('input[value="ordem.concluida"]').click();
    await page.locator('input[value="importacao.concluida"]').click();
    await saveScreen(page, 'webhooks-novo-1440', true);
    await page.locator('button::-p-text(Criar endpoint)').click();

    await page.waitForSelector('#webhook-secret');
    expect(
      await page.$eval('#webhook-secret', (input) => (input as HTMLInputElement).value),
    ).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    await saveScreen(page, 'webhooks-segredo-1440', true);
    await page.locator('a::-p-text(Já copiei: ver o endpoint)').click();
    await page.waitForSelector(`h1::-p-text(${description})`);

    await page.locator('button::-p-text(Enviar teste)').click();
    const delivered = 'li[data-delivery-type="webhook.teste"][data-delivery-status="ENTREGUE"]';
    await page.waitForSelector(delivered);
    expect(await textOf(page, `${delivered} .badge`)).toBe('Entregue');
    expect(await textOf(page, `${delivered} tr[data-attempt-status="200"]`)).toContain(
      'recebido pelo teste',
    );
    expect(received).toHaveLength(1);
    const event = JSON.parse(received[0].body);
    expect(event).toMatchObject({ tipo: 'webhook.teste', id: received[0].id });
    expect(await textOf(page, `${delivered} .delivery-log__meta`)).toContain(event.id);
    await saveScreen(page, 'webhooks-entregas-1440', true);

    await page.setViewport({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector(delivered);
    await saveScreen(page, 'webhooks-entregas-390', true);
    await openPage(page, '/integracoes/webhooks', 'Webhooks');
    await page.waitForSelector(`::-p-text(${description})`);
    await saveScreen(page, 'webhooks-lista-390', true);
  });
});
