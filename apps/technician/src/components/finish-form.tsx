import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type SignaturePad from 'signature_pad';
import {
  PHOTO_LABEL_NAMES,
  readingLabel,
  type TechnicianOrderDetail,
  type VisitManifest,
} from '@campo/contracts';
import { fieldStore } from '../offline/field-store';
import type { LocalFluidEvent } from '../offline/local-order';
import type { FieldAction } from '../offline/outbox-types';
import { positionConsent, takePosition } from '../offline/position';
import { buildManifest } from '../offline/visit-manifest';
import { useField, useSession } from '../app/use-field';
import { fluidLine, timeOf } from '../format';
import { causeBody, CausePicker, causeProblem, EMPTY_CAUSE } from './cause-picker';
import { SignatureField } from './signature-field';
import type { WorkLine } from './visit-work-form';

type Acceptance = 'ASSINADO' | 'AUSENTE' | 'NENHUM';

/**
 * Finishing the attendance: the summary the client signs (the manifest: every service,
 * reading, part, gas event, checklist answer with the non-conformities stated,
 * recommendation and photo with the SHA-256 of its bytes, the start and the end fixed
 * when the summary is shown), the client's acceptance (signature with name, role and an
 * optional document, or "cliente ausente" with the reason), then the finish at the same
 * end time. Both are kept on the phone first and sent in this order. What the company
 * requires for the order's type (a signature, an "after" photo) is checked here and by
 * the server.
 */
export function FinishForm({
  order,
  lines,
  pendingLines,
  photos,
  fluids,
  acceptancePending,
}: {
  order: TechnicianOrderDetail;
  lines: WorkLine[];
  pendingLines: FieldAction[];
  photos: FieldAction[];
  fluids: LocalFluidEvent[];
  acceptancePending: boolean;
}) {
  const { empresa, usuario } = useSession();
  const needsCause = order.exigeCausaRaiz && !order.causaRaiz;
  const required = order.visita.exigencias;
  const accepted = order.visita.aceite !== null || acceptancePending;
  const { causes } = useField();
  const [cause, setCause] = useState(EMPTY_CAUSE);
  const [kind, setKind] = useState<Acceptance>('ASSINADO');
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [document, setDocument] = useState('');
  const [manifest, setManifest] = useState<VisitManifest | null>(null);
  const [reason, setReason] = useState('');
  const [pad, setPad] = useState<SignaturePad | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const onReady = useCallback((ready: SignaturePad | null) => setPad(ready), []);
  const unanswered = order.checklist.filter((answer) => answer.conforme === null).length;
  const afterPhotos =
    order.visita.fotos.filter((photo) => photo.rotulo === 'DEPOIS').length +
    photos.filter((photo) => photo.state === 'PENDENTE' && photo.body['rotulo'] === 'DEPOIS')
      .length;
  // The summary is built again when what it lists changes; its end time is fixed then.
  const listed = [
    order.visita.servicos.length,
    order.visita.leituras.length,
    order.visita.materiais.length,
    order.visita.recomendacoes.length,
    order.visita.fotos.length,
    order.fluidos.length,
    JSON.stringify(order.checklist),
    ...pendingLines.map((action) => action.id),
    ...photos.map((action) => `${action.id}:${action.state}`),
    ...fluids.map((fluid) => fluid.actionId),
  ].join('|');
  useEffect(() => {
    if (accepted) return;
    let current = true;
    void buildManifest({
      order,
      lines: pendingLines,
      photos,
      fluids,
      fim: new Date().toISOString(),
    })
      .then((built) => current && setManifest(built))
      .catch(() => current && setManifest(null));
    return () => {
      current = false;
    };
    // `listed` stands for the inputs: they are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed, accepted]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const causeMissing = needsCause ? causeProblem(cause, causes) : null;
    if (causeMissing) found.push(`Causa raiz: ${causeMissing}`);
    if (required.exigeFotoDepois && afterPhotos === 0)
      found.push('A empresa exige ao menos uma foto "depois" para concluir.');
    if (!accepted && kind === 'ASSINADO') {
      if (name.trim().length < 2) found.push('Informe o nome de quem assina.');
      if (!pad || pad.isEmpty()) found.push('Peça ao cliente para assinar no quadro.');
    }
    if (!accepted && kind === 'AUSENTE' && reason.trim().length < 3)
      found.push('Informe por que o cliente não pôde assinar.');
    if (!accepted && kind === 'NENHUM' && required.exigeAssinatura)
      found.push('A empresa exige o aceite do cliente para concluir.');
    if (!accepted && kind !== 'NENHUM' && !manifest)
      found.push('Aguarde o resumo da visita ficar pronto.');
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const now = new Date().toISOString();
      const signing = !accepted && kind !== 'NENHUM' && manifest;
      // The finish carries the end time the client signed.
      const end = signing ? manifest.fim : now;
      const posicao =
        signing && order.registraPosicao && positionConsent(usuario.id)
          ? await takePosition()
          : undefined;
      if (signing) {
        await fieldStore.record(
          order,
          'aceite',
          kind === 'ASSINADO'
            ? {
                tipo: 'ASSINADO',
                em: now,
                nome: name.trim(),
                cargo: role.trim() || null,
                documento: document.trim() || null,
                assinatura: pad!.toDataURL('image/png'),
                manifesto: manifest,
                ...(posicao ? { posicao } : {}),
              }
            : {
                tipo: 'AUSENTE',
                em: now,
                motivo: reason.trim(),
                manifesto: manifest,
                ...(posicao ? { posicao } : {}),
              },
        );
      }
      await fieldStore.record(order, 'fim', {
        em: end,
        ...(needsCause ? causeBody(cause, causes) : {}),
      });
    } catch (failure) {
      setProblems([
        `Não foi possível guardar no aparelho: ${failure instanceof Error ? failure.message : String(failure)}`,
      ]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby="os-fim">
      <h2 id="os-fim">Concluir</h2>
      <h3>Resumo da visita</h3>
      {accepted ? (
        <p className="muted">O cliente já recebeu o resumo desta visita.</p>
      ) : manifest ? (
        <ManifestSummary
          manifest={manifest}
          lines={lines}
          timeZone={empresa.fusoHorario}
          unanswered={unanswered}
        />
      ) : (
        <p className="muted">Preparando o resumo…</p>
      )}
      {needsCause && (
        <div className="cause-pick">
          <h3>Causa raiz</h3>
          <CausePicker
            value={cause}
            onChange={setCause}
            textName="causaRaizFim"
            invalid={problems.some((problem) => problem.startsWith('Causa raiz'))}
          />
        </div>
      )}
      <h3>Aceite do cliente</h3>
      {accepted ? (
        <p data-aceite="registrado">
          {order.visita.aceite?.tipo === 'AUSENTE'
            ? 'Cliente ausente registrado.'
            : order.visita.aceite
              ? `Assinado por ${order.visita.aceite.nome ?? ''}.`
              : 'Aceite guardado no aparelho, aguardando envio.'}
        </p>
      ) : (
        <>
          <div className="segmented" role="radiogroup" aria-label="Aceite do cliente">
            {(
              [
                ['ASSINADO', 'Cliente assina'],
                ['AUSENTE', 'Cliente ausente'],
                ...(required.exigeAssinatura ? [] : [['NENHUM', 'Sem aceite']]),
              ] as Array<[Acceptance, string]>
            ).map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="aceite"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
          {kind === 'ASSINADO' && (
            <>
              <label className="field">
                <span>Nome de quem assina</span>
                <input
                  name="aceiteNome"
                  maxLength={120}
                  autoComplete="off"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </label>
              <label className="field">
                <span>Cargo</span>
                <input
                  name="aceiteCargo"
                  maxLength={120}
                  autoComplete="off"
                  value={role}
                  onChange={(event) => setRole(event.target.value)}
                />
              </label>
              <label className="field">
                <span>Documento (CPF ou RG, opcional)</span>
                <input
                  name="aceiteDocumento"
                  maxLength={40}
                  autoComplete="off"
                  value={document}
                  onChange={(event) => setDocument(event.target.value)}
                />
              </label>
              <div className="field">
                <span>Assinatura</span>
                <SignatureField onReady={onReady} />
                <button type="button" className="button button--ghost" onClick={() => pad?.clear()}>
                  Limpar assinatura
                </button>
              </div>
            </>
          )}
          {kind === 'AUSENTE' && (
            <label className="field">
              <span>Motivo</span>
              <textarea
                name="aceiteMotivo"
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
          )}
        </>
      )}
      {problems.length > 0 && (
        <ul className="field-error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="button button--big" disabled={busy}>
        Concluir atendimento
      </button>
    </form>
  );
}

/**
 * What the client reads before signing: every item of the manifest, by list, the
 * non-conformities stated, each photo with the start of its SHA-256, start and end.
 */
function ManifestSummary({
  manifest,
  lines,
  timeZone,
  unanswered,
}: {
  manifest: VisitManifest;
  lines: WorkLine[];
  timeZone: string;
  unanswered: number;
}) {
  const textOf = new Map(lines.map((line) => [line.key, line.text]));
  const named = (id: string, fallback: string) => textOf.get(id) ?? fallback;
  const { catalog } = useField();
  const kindNames = new Map(
    catalog.flatMap((item) => (item.codigo ? [[item.codigo, item.nome] as const] : [])),
  );
  const failed = manifest.checklist.filter((answer) => !answer.conforme);
  const notApplicable = manifest.checklist.filter((answer) => answer.naoSeAplica);
  const compliant = manifest.checklist.length - failed.length - notApplicable.length;
  const section = (title: string, items: string[], empty: string) => (
    <li>
      <b>{title}:</b>{' '}
      {items.length === 0 ? (
        empty
      ) : (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </li>
  );
  return (
    <>
      <ul className="summary" data-resumo>
        <li>
          <b>Atendimento:</b> início {timeOf(manifest.inicio, timeZone)} · fim{' '}
          {timeOf(manifest.fim, timeZone)}
        </li>
        {section(
          'Serviços',
          manifest.servicos.map((item) => named(item.id, item.descricao ?? 'Serviço')),
          'nenhum',
        )}
        {section(
          'Medições',
          manifest.leituras.map((item) =>
            named(
              item.id,
              `${readingLabel(item.grandeza, kindNames)}: ${item.valor} ${item.unidade}`,
            ),
          ),
          'nenhuma',
        )}
        {section(
          'Peças e materiais',
          manifest.materiais.map((item) =>
            named(item.id, `${item.descricao ?? 'Material'}: ${item.quantidade} ${item.unidade}`),
          ),
          'nenhum',
        )}
        {section('Fluido refrigerante', manifest.fluidos.map(fluidLine), 'nenhuma movimentação')}
        <li data-resumo-checklist>
          <b>Checklist:</b> {compliant} conforme(s)
          {notApplicable.length > 0 && `, ${notApplicable.length} não se aplica(m)`}
          {failed.length === 0 ? ', nenhuma não conformidade' : ''}
          {failed.length > 0 && (
            <ul>
              {failed.map((answer) => (
                <li key={answer.item} data-nao-conforme>
                  Não conforme: {answer.item}
                  {answer.observacao ? ` — ${answer.observacao}` : ''}
                </li>
              ))}
            </ul>
          )}
        </li>
        {section(
          'Recomendações',
          manifest.recomendacoes.map((item) => item.texto),
          'nenhuma',
        )}
        {section(
          'Fotos',
          manifest.fotos.map(
            (photo) =>
              `${PHOTO_LABEL_NAMES[photo.rotulo]}${photo.legenda ? ` · ${photo.legenda}` : ''} · SHA-256 ${photo.sha256.slice(0, 12)}…`,
          ),
          'nenhuma',
        )}
        {unanswered > 0 && (
          <li className="muted">
            {unanswered === 1
              ? '1 item do checklist sem resposta'
              : `${unanswered} itens do checklist sem resposta`}
          </li>
        )}
      </ul>
      <p className="muted">
        Ao assinar, o cliente confirma este resumo: o relatório é selado com exatamente estes itens.
      </p>
    </>
  );
}
