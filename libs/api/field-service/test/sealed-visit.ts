import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import type { Page, ServiceRequestSummary } from '@campo/contracts';
import type { SessionAgent } from '@campo/platform/testing';

/** A small solid image, as a phone would send it. */
export const testImage = (color: string, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    [format]()
    .toBuffer();

/** Who leaves a request on the public QR page: the visitor's contact. */
export interface QrRequester {
  descricao: string;
  contatoNome: string;
  contatoEmail: string;
  contatoTelefone: string;
}

/** A request from the unit's QR page, with a photo, as an anonymous visitor sends it: its id. */
export async function askFromQr(
  app: NestExpressApplication,
  supervisor: SessionAgent,
  unitId: string,
  requester: QrRequester,
) {
  const { url } = (await supervisor.get(`/api/fs/equipamentos/${unitId}/qr`).expect(200)).body
    .dados;
  await request(app.getHttpServer())
    .post(new URL(url).pathname)
    .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 200) + 1}`)
    .field('descricao', requester.descricao)
    .field('contatoNome', requester.contatoNome)
    .field('contatoEmail', requester.contatoEmail)
    .field('contatoTelefone', requester.contatoTelefone)
    .field('urgencia', 'ALTA')
    .attach('foto', await testImage('#3366aa'), { filename: 'foto.jpg', contentType: 'image/jpeg' })
    .expect(201);
  const queue = await supervisor.get('/api/fs/solicitacoes?porPagina=100').expect(200);
  return (queue.body.dados as Page<ServiceRequestSummary>).itens.find(
    (item) => item.descricao === requester.descricao,
  )!.id;
}

/**
 * Accepts the request and has the technician attend its order to the client's signature
 * (with a photo of the work when asked): the order and the sealed report's code.
 */
export async function attendAndSeal(
  supervisor: SessionAgent,
  technician: { id: string; api: SessionAgent },
  requestId: string,
  options: { photo?: boolean } = {},
) {
  const accepted = await supervisor.post(`/api/fs/solicitacoes/${requestId}/aceitar`).expect(200);
  const orderId: string = accepted.body.dados.ordem.id;
  await supervisor
    .post(`/api/fs/ordens/${orderId}/alocacoes`)
    .send({ tecnicoId: technician.id })
    .expect(201);
  const step = (path: string, body: object) =>
    technician.api
      .post(`/api/fs/app/os/${orderId}/${path}`)
      .send(body)
      .expect((response) =>
        expect([path, response.status, response.body.erro]).toEqual([path, 201, undefined]),
      );
  await step('inicio', { id: randomUUID(), em: new Date().toISOString() });
  if (options.photo)
    await technician.api
      .post(`/api/fs/app/os/${orderId}/fotos`)
      .field('id', randomUUID())
      .field('rotulo', 'DEPOIS')
      .attach('arquivo', await testImage('#aa3333'), {
        filename: 'f.jpg',
        contentType: 'image/jpeg',
      })
      .expect(201);
  await step('aceite', {
    id: randomUUID(),
    tipo: 'ASSINADO',
    em: new Date().toISOString(),
    nome: 'Dra. Carla Mendes',
    documento: null,
    assinatura: `data:image/png;base64,${(await testImage('#ffffff', 'png')).toString('base64')}`,
  });
  await step('causa-raiz', { id: randomUUID(), causaRaiz: 'Dreno entupido' });
  await step('fim', { id: randomUUID(), em: new Date().toISOString() });
  const report = await supervisor.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200);
  return { orderId, code: report.body.dados.selo.codigo as string };
}
