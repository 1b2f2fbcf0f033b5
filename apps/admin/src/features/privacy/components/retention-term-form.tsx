import { PlatformErrorCode, type RetentionTermView } from '@campo/contracts';
import { ApiError } from '@campo/web-client';
import { useForm } from 'react-hook-form';
import { Form, NumberField } from '../../../components/form';
import { formatNumber } from '../../../lib/format';
import { useSetRetentionTerm } from '../hooks/use-retention';
import { daysText } from '../retention-format';

interface TermDraft {
  dias: string;
}

const outsideBounds = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.codigo === PlatformErrorCode.PRAZO_FORA_DOS_LIMITES;

/**
 * A category's term in days, judged by the server against the category's bounds: a term
 * outside them (`PRAZO_FORA_DOS_LIMITES`) is said under the field, with the bounds.
 */
export function RetentionTermForm({
  term,
  onDone,
}: {
  term: RetentionTermView;
  onDone: () => void;
}) {
  const save = useSetRetentionTerm(term.codigo);
  const form = useForm<TermDraft>({ defaultValues: { dias: String(term.dias ?? '') } });

  const submit = (dias: number | null) =>
    save.mutate(dias, {
      onSuccess: onDone,
      onError: (error) => {
        if (outsideBounds(error)) form.setError('dias', { type: 'server', message: error.erro });
      },
    });

  return (
    <Form
      form={form}
      className="form retention-term-form"
      label={`Prazo de ${term.titulo}`}
      error={outsideBounds(save.error) ? undefined : save.error}
      onSubmit={(draft) => submit(Number(draft.dias))}
      submit={{
        label: 'Salvar prazo',
        busyLabel: 'Salvando…',
        pending: save.isPending,
        onCancel: onDone,
      }}
      actions={
        term.personalizado && (
          <button
            type="button"
            className="button"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            Voltar ao padrão ({daysText(term.padraoDias)})
          </button>
        )
      }
    >
      <NumberField
        name="dias"
        label="Prazo em dias"
        inputMode="numeric"
        className="field--inline-width"
        hint={`Entre ${formatNumber(term.minimoDias ?? 0)} e ${formatNumber(term.maximoDias ?? 0)} dias; o padrão é ${daysText(term.padraoDias)}.`}
        rules={{
          required: 'Informe o prazo em dias.',
          pattern: { value: /^\d+$/, message: 'O prazo é um número inteiro de dias.' },
        }}
      />
    </Form>
  );
}
