import type { DataSubjectRequestView } from '@campo/contracts';
import { useId, useState } from 'react';
import { MutationDialog } from '../../../components/mutation-dialog';
import { useAnswerDataSubjectRequest } from '../hooks/use-data-rights';

/** Records how a person's request was answered (what was sent, corrected or erased). */
export function AnswerRequestDialog({
  request,
  onClose,
}: {
  request: DataSubjectRequestView;
  onClose: () => void;
}) {
  const answer = useAnswerDataSubjectRequest(request.id);
  const [text, setText] = useState('');
  const id = useId();
  return (
    <MutationDialog
      title="Atender o pedido"
      confirmLabel="Registrar atendimento"
      busyLabel="Registrando…"
      mutation={answer}
      confirmDisabled={text.trim() === ''}
      onCancel={onClose}
      onConfirm={() => answer.mutate(text.trim(), { onSuccess: onClose })}
    >
      <p className="pre-wrap">“{request.pedido}”</p>
      <div className="field">
        <label htmlFor={id}>O que foi feito</label>
        <textarea
          id={id}
          name="resposta"
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="field__hint">
          Ex.: “Enviada a exportação em PDF para o e-mail do titular em 10/12.” Fica na auditoria.
        </span>
      </div>
    </MutationDialog>
  );
}
