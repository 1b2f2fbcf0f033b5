// The manifest the client signs, compared with what reached the server: pure, no I/O.
import { createHash } from 'node:crypto';
import {
  type ManifestChecklistAnswer,
  type ManifestFluidEvent,
  MANIFEST_LIST_LABELS,
  type ManifestList,
  type VisitManifest,
  type VisitMaterialRequest,
  type VisitPhotoFields,
  type VisitReadingRequest,
  type VisitRecommendationRequest,
  type VisitServiceRequest,
} from '@campo/contracts';
import { canonicalJson } from '@campo/platform';

/** The manifest's lists whose items are the report's own writes (by client id and body). */
export type WriteList = Exclude<ManifestList, 'checklist' | 'fluidos'>;

type Body = Record<string, unknown>;

/** What a service write carries (its request hash is taken over this and the order). */
export const serviceBody = (dto: Omit<VisitServiceRequest, 'id'>) => ({
  tipo: 'SERVICO',
  servicoId: dto.servicoId ?? null,
  descricao: dto.descricao ?? null,
  observacao: dto.observacao ?? null,
});

export const readingBody = (dto: Omit<VisitReadingRequest, 'id'>) => ({
  tipo: 'LEITURA',
  grandeza: dto.grandeza,
  valor: dto.valor,
  unidade: dto.unidade,
});

export const materialBody = (dto: Omit<VisitMaterialRequest, 'id'>) => ({
  tipo: 'MATERIAL',
  materialId: dto.materialId ?? null,
  descricao: dto.descricao ?? null,
  quantidade: dto.quantidade,
  unidade: dto.unidade,
});

export const recommendationBody = (dto: Omit<VisitRecommendationRequest, 'id'>) => ({
  tipo: 'RECOMENDACAO',
  texto: dto.texto,
});

/** A photo's body: its fields and the SHA-256 (hex) of the uploaded bytes, before re-encoding. */
export const photoBody = (fields: Omit<VisitPhotoFields, 'id'>, sha256: string) => ({
  tipo: 'FOTO',
  rotulo: fields.rotulo,
  legenda: fields.legenda ?? null,
  bytes: sha256,
});

/** The SHA-256 a write of the visit report is stored under: its body and its order. */
export function writeHash(orderId: string, body: Body): Buffer {
  return createHash('sha256')
    .update(canonicalJson({ ordem: orderId, ...body }))
    .digest();
}

/** Every write the manifest lists, by client id: its list and the hash it must arrive with. */
export function manifestWrites(
  orderId: string,
  manifest: VisitManifest,
): Map<string, { lista: WriteList; hash: Buffer }> {
  const writes = new Map<string, { lista: WriteList; hash: Buffer }>();
  const add = (lista: WriteList, id: string, body: Body) =>
    writes.set(id, { lista, hash: writeHash(orderId, body) });
  for (const item of manifest.servicos) add('servicos', item.id, serviceBody(item));
  for (const item of manifest.leituras) add('leituras', item.id, readingBody(item));
  for (const item of manifest.materiais) add('materiais', item.id, materialBody(item));
  for (const item of manifest.recomendacoes)
    add('recomendacoes', item.id, recommendationBody(item));
  for (const item of manifest.fotos) add('fotos', item.id, photoBody(item, item.sha256));
  return writes;
}

/** What the server holds of the order when the manifest is compared. */
export interface ArrivedVisit {
  /** The report's writes (lines and photos) by client id, with their request hashes. */
  writes: Map<string, Buffer>;
  checklist: ManifestChecklistAnswer[];
  fluids: ManifestFluidEvent[];
  /** The start time this technician's phone recorded (null: no start action found). */
  inicio: string | null;
}

export interface ManifestComparison {
  /** Items listed and not arrived yet (the seal waits for them). */
  pendentes: string[];
  /** Items arrived with other content than listed (the seal cannot be made). */
  divergentes: string[];
  /** Writes the server holds that the manifest does not list (not part of the seal). */
  extras: string[];
}

const answerText = (answer: ManifestChecklistAnswer) =>
  canonicalJson({
    item: answer.item,
    conforme: answer.conforme,
    observacao: answer.observacao ?? null,
    ...(answer.naoSeAplica ? { naoSeAplica: true } : {}),
  });

/** A gas name or event kind compared loosely ("R410A" and "R-410A" are one gas). */
const loose = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const fluidText = (fluid: ManifestFluidEvent) =>
  canonicalJson({
    id: fluid.id,
    tipoGas: loose(fluid.tipoGas),
    tipoEvento: loose(fluid.tipoEvento),
    quantidadeKg: Number(fluid.quantidadeKg),
    dataEvento: fluid.dataEvento,
  });

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * Each manifest item against what arrived: a write by its client id and request hash, a
 * checklist answer by its item, a gas event by its id and values, the start time by the
 * instant. Named in pt-BR, as the report and the refusal show them.
 */
export function compareManifest(
  orderId: string,
  manifest: VisitManifest,
  arrived: ArrivedVisit,
): ManifestComparison {
  const pendentes: string[] = [];
  const divergentes: string[] = [];
  const listed = manifestWrites(orderId, manifest);
  for (const [id, { lista, hash }] of listed) {
    const stored = arrived.writes.get(id);
    const name = `${MANIFEST_LIST_LABELS[lista]} ${id}`;
    if (!stored) pendentes.push(name);
    else if (!hash.equals(stored)) divergentes.push(name);
  }
  const answers = new Map(arrived.checklist.map((answer) => [answer.item, answer]));
  for (const answer of manifest.checklist) {
    const stored = answers.get(answer.item);
    const name = `${MANIFEST_LIST_LABELS.checklist} "${answer.item}"`;
    if (!stored) pendentes.push(name);
    else if (answerText(stored) !== answerText(answer)) divergentes.push(name);
  }
  const fluids = new Map(arrived.fluids.map((fluid) => [fluid.id, fluid]));
  for (const fluid of manifest.fluidos) {
    const stored = fluids.get(fluid.id);
    const name = `${MANIFEST_LIST_LABELS.fluidos} ${fluid.id}`;
    if (!stored) pendentes.push(name);
    else if (fluidText(stored) !== fluidText(fluid)) divergentes.push(name);
  }
  if (arrived.inicio && !sameInstant(arrived.inicio, manifest.inicio))
    divergentes.push('Início do atendimento');
  const extras = [...arrived.writes.keys()].filter((id) => !listed.has(id));
  return { pendentes, divergentes, extras };
}

/**
 * Whether a write may be stored after the acceptance: only an item the manifest lists,
 * with the body it lists. Answers the refusal's pt-BR message, or null.
 */
export function manifestRefusal(
  orderId: string,
  manifest: VisitManifest,
  id: string,
  hash: Buffer,
): { codigo: 'ITEM_FORA_DO_MANIFESTO' | 'ITEM_DIVERGENTE_DO_MANIFESTO'; erro: string } | null {
  const listed = manifestWrites(orderId, manifest).get(id);
  if (!listed)
    return {
      codigo: 'ITEM_FORA_DO_MANIFESTO',
      erro: 'Este registro não consta no resumo que o cliente assinou; depois do aceite, só os itens do resumo são aceitos. Peça ao supervisor um adendo.',
    };
  if (!listed.hash.equals(hash))
    return {
      codigo: 'ITEM_DIVERGENTE_DO_MANIFESTO',
      erro: `${MANIFEST_LIST_LABELS[listed.lista]} com conteúdo diferente do resumo que o cliente assinou; o registro não foi aplicado.`,
    };
  return null;
}

/** Whether a checklist write after the acceptance answers only as the manifest lists. */
export function checklistRefusal(
  manifest: VisitManifest,
  answers: ManifestChecklistAnswer[],
): { codigo: 'ITEM_FORA_DO_MANIFESTO' | 'ITEM_DIVERGENTE_DO_MANIFESTO'; erro: string } | null {
  const listed = new Map(manifest.checklist.map((answer) => [answer.item, answerText(answer)]));
  for (const answer of answers) {
    const expected = listed.get(answer.item);
    if (expected === undefined)
      return {
        codigo: 'ITEM_FORA_DO_MANIFESTO',
        erro: `O item do checklist "${answer.item}" não consta no resumo que o cliente assinou; o registro não foi aplicado.`,
      };
    if (expected !== answerText(answer))
      return {
        codigo: 'ITEM_DIVERGENTE_DO_MANIFESTO',
        erro: `A resposta do item "${answer.item}" difere do resumo que o cliente assinou; o registro não foi aplicado.`,
      };
  }
  return null;
}

/** Whether a gas event recorded after the acceptance is one the manifest lists, as listed. */
export function fluidRefusal(
  manifest: VisitManifest,
  event: ManifestFluidEvent,
): { codigo: 'ITEM_FORA_DO_MANIFESTO' | 'ITEM_DIVERGENTE_DO_MANIFESTO'; erro: string } | null {
  const listed = manifest.fluidos.find((fluid) => fluid.id === event.id);
  if (!listed)
    return {
      codigo: 'ITEM_FORA_DO_MANIFESTO',
      erro: 'Este registro de fluido não consta no resumo que o cliente assinou; depois do aceite, só os itens do resumo são aceitos. Peça ao supervisor um adendo.',
    };
  if (fluidText(listed) !== fluidText(event))
    return {
      codigo: 'ITEM_DIVERGENTE_DO_MANIFESTO',
      erro: `${MANIFEST_LIST_LABELS.fluidos} com valores diferentes do resumo que o cliente assinou; o registro não foi aplicado.`,
    };
  return null;
}

/** A name as compared with the register: no accents, case or extra spaces. */
const personName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/**
 * Whether the signer is one of the client's registered contacts: the same name (accents,
 * case and spaces aside), or the same document number (its digits, when both have one).
 */
export function isKnownSigner(
  signer: { nome: string; documento: string | null },
  contacts: Array<{ nome: string; documento: string | null }>,
): boolean {
  const name = personName(signer.nome);
  const document = digits(signer.documento);
  return contacts.some(
    (contact) =>
      personName(contact.nome) === name ||
      (document.length >= 5 && digits(contact.documento) === document),
  );
}
