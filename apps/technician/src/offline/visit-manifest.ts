import type {
  ManifestChecklistAnswer,
  ReadingKind,
  TechnicianOrderDetail,
  VisitManifest,
} from '@campo/contracts';
import type { LocalFluidEvent } from './local-order';
import type { FieldAction } from './outbox-types';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** SHA-256 (hex) of the bytes the phone will upload, computed on the phone. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The manifest the client signs: everything the report will hold, as the phone sent it
 * or will send it. Lines and photos already on the server come from the order's records
 * (each with the body it was sent with: free text, uploaded bytes' hash); those still on
 * the phone from the outbox (a photo's hash from the very blob it will upload). Refused
 * records are left out: the server did not take them. `fim` is the end time fixed when
 * the summary is shown; the finish sends the same time.
 */
export async function buildManifest(input: {
  order: TechnicianOrderDetail;
  lines: readonly FieldAction[];
  photos: readonly FieldAction[];
  fluids: readonly LocalFluidEvent[];
  fim: string;
}): Promise<VisitManifest> {
  const { order } = input;
  const visit = order.visita;
  const pending = (kind: FieldAction['kind']) =>
    input.lines.filter((action) => action.kind === kind && action.state === 'PENDENTE');
  const waitingPhotos = input.photos.filter((action) => action.state === 'PENDENTE');
  const sentPhotos = visit.fotos.filter((photo) => !photo.adendo && photo.sha256Enviado);
  return {
    inicio: order.minhaAlocacao.inicio,
    fim: input.fim,
    servicos: [
      ...visit.servicos
        .filter((line) => !line.adendo)
        .map((line) => ({
          id: line.id,
          servicoId: line.servicoId,
          descricao: line.descricaoLivre,
          observacao: line.observacao,
        })),
      ...pending('servico').map(({ body }) => ({
        id: body.id,
        servicoId: text(body['servicoId']),
        descricao: text(body['descricao']),
        observacao: text(body['observacao']),
      })),
    ],
    leituras: [
      ...visit.leituras
        .filter((line) => !line.adendo)
        .map((line) => ({
          id: line.id,
          grandeza: line.grandeza,
          valor: line.valor,
          unidade: line.unidade,
        })),
      ...pending('leitura').map(({ body }) => ({
        id: body.id,
        grandeza: body['grandeza'] as ReadingKind,
        // As sent: the server reads a typed "1,5" the same way in both.
        valor: body['valor'] as number,
        unidade: String(body['unidade']),
      })),
    ],
    materiais: [
      ...visit.materiais
        .filter((line) => !line.adendo)
        .map((line) => ({
          id: line.id,
          materialId: line.materialId,
          descricao: line.descricaoLivre,
          quantidade: line.quantidade,
          unidade: line.unidade,
        })),
      ...pending('material').map(({ body }) => ({
        id: body.id,
        materialId: text(body['materialId']),
        descricao: text(body['descricao']),
        quantidade: body['quantidade'] as number,
        unidade: String(body['unidade']),
      })),
    ],
    recomendacoes: [
      ...visit.recomendacoes
        .filter((line) => !line.adendo)
        .map((line) => ({ id: line.id, texto: line.texto })),
      ...pending('recomendacao').map(({ body }) => ({
        id: body.id,
        texto: String(body['texto']),
      })),
    ],
    checklist: order.checklist
      .filter((answer) => answer.conforme !== null || answer.naoSeAplica)
      .map((answer): ManifestChecklistAnswer => ({
        item: answer.item,
        conforme: answer.naoSeAplica ? true : answer.conforme === true,
        observacao: answer.observacao ?? null,
        ...(answer.naoSeAplica ? { naoSeAplica: true as const } : {}),
      })),
    fluidos: [
      ...order.fluidos.map((fluid) => ({
        id: fluid.id,
        tipoGas: fluid.tipoGas,
        tipoEvento: fluid.tipoEvento,
        quantidadeKg: fluid.quantidadeKg,
        dataEvento: fluid.dataEvento,
      })),
      ...input.fluids.map((fluid) => ({
        id: fluid.actionId,
        tipoGas: fluid.tipoGas,
        tipoEvento: fluid.tipoEvento,
        quantidadeKg: fluid.quantidadeKg,
        dataEvento: fluid.dataEvento,
      })),
    ],
    fotos: [
      ...sentPhotos.map((photo) => ({
        id: photo.id,
        rotulo: photo.rotulo,
        legenda: photo.legenda,
        sha256: photo.sha256Enviado!,
      })),
      ...(await Promise.all(
        waitingPhotos
          .filter((action) => action.blob)
          .map(async (action) => ({
            id: action.id,
            rotulo: action.body['rotulo'] as VisitManifest['fotos'][number]['rotulo'],
            legenda: text(action.body['legenda']),
            sha256: await sha256Hex(action.blob!),
          })),
      )),
    ],
  };
}
