import { type FormEvent, useCallback, useState } from 'react';
import type SignaturePad from 'signature_pad';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { fieldStore } from '../offline/field-store';
import type { FieldAction } from '../offline/outbox-types';
import { useField } from '../app/use-field';
import { causeBody, CausePicker, causeProblem, EMPTY_CAUSE } from './cause-picker';
import { SignatureField } from './signature-field';
import type { WorkLine } from './visit-work-form';

type Acceptance = 'ASSINADO' | 'AUSENTE' | 'NENHUM';

/**
 * Finishing the attendance: a summary of the visit, the client's acceptance (signature
 * with name and role or document, or "cliente ausente" with the reason), then the finish.
 * Both are kept on the phone first and sent in this order. What the company requires
 * for the order's type (a signature, an "after" photo) is checked here and by the server.
 */
export function FinishForm({
  order,
  lines,
  photos,
  acceptancePending,
}: {
  order: TechnicianOrderDetail;
  lines: WorkLine[];
  photos: FieldAction[];
  acceptancePending: boolean;
}) {
  const needsCause = order.exigeCausaRaiz && !order.causaRaiz;
  const required = order.visita.exigencias;
  const accepted = order.visita.aceite !== null || acceptancePending;
  const { causes } = useField();
  const [cause, setCause] = useState(EMPTY_CAUSE);
  const [kind, setKind] = useState<Acceptance>('ASSINADO');
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
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
  const count = (kindOf: WorkLine['kind']) => lines.filter((line) => line.kind === kindOf);

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
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const now = new Date().toISOString();
      if (!accepted && kind !== 'NENHUM') {
        await fieldStore.record(
          order,
          'aceite',
          kind === 'ASSINADO'
            ? {
                tipo: 'ASSINADO',
                em: now,
                nome: name.trim(),
                documento: role.trim() || null,
                assinatura: pad!.toDataURL('image/png'),
              }
            : { tipo: 'AUSENTE', em: now, motivo: reason.trim() },
        );
      }
      await fieldStore.record(order, 'fim', {
        em: now,
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
      <ul className="summary" data-resumo>
        <li>
          Serviços:{' '}
          {count('servico').length === 0
            ? 'nenhum'
            : count('servico')
                .map((line) => line.text)
                .join('; ')}
        </li>
        <li>Medições: {count('leitura').length}</li>
        <li>Peças e materiais: {count('material').length}</li>
        <li>
          Fotos: {order.visita.fotos.length + photos.filter((p) => p.state === 'PENDENTE').length} (
          {afterPhotos} “depois”)
        </li>
        <li>Recomendações: {count('recomendacao').length}</li>
        {unanswered > 0 && (
          <li className="muted">
            {unanswered === 1
              ? '1 item do checklist sem resposta'
              : `${unanswered} itens do checklist sem resposta`}
          </li>
        )}
      </ul>
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
                <span>Cargo ou documento (opcional)</span>
                <input
                  name="aceiteDocumento"
                  maxLength={120}
                  autoComplete="off"
                  value={role}
                  onChange={(event) => setRole(event.target.value)}
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
