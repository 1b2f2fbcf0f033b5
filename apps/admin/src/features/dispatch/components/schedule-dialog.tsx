import { useForm } from 'react-hook-form';
import { MutationDialog } from '../../../components/mutation-dialog';
import { formatTimeOfDay } from '../../../lib/format';
import { useTechnicians } from '../../orders/hooks/use-orders';
import type { DragSource } from '../agenda';
import { useScheduleOrder } from '../hooks/use-schedule-order';

interface ScheduleFields {
  tecnicoId: string;
  dia: string;
  hora: string;
}

/**
 * "Agendar…": the accessible way to take an order to a technician's day and time, with
 * the same request as a drop on the agenda.
 */
export function ScheduleDialog({
  source,
  agendadaPara,
  firstDay,
  onClose,
}: {
  source: DragSource;
  agendadaPara: string | null;
  firstDay: string;
  onClose: () => void;
}) {
  const technicians = useTechnicians();
  const schedule = useScheduleOrder();
  const {
    register,
    handleSubmit,
    formState: { isValid },
  } = useForm<ScheduleFields>({
    mode: 'onChange',
    defaultValues: {
      tecnicoId: source.deTecnicoId ?? '',
      dia: firstDay,
      hora: agendadaPara ? formatTimeOfDay(agendadaPara) : '14:00',
    },
  });
  const submit = handleSubmit((fields) =>
    schedule.mutate(
      {
        id: source.ordemId,
        ...fields,
        ...(source.deTecnicoId ? { deTecnicoId: source.deTecnicoId } : {}),
      },
      { onSuccess: onClose },
    ),
  );
  return (
    <MutationDialog
      mutation={schedule}
      title={`Agendar ${source.codigo}`}
      confirmLabel="Agendar"
      busyLabel="Agendando…"
      confirmDisabled={!isValid}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <div className="form schedule-dialog">
        <label className="field">
          <span>Técnico</span>
          <select {...register('tecnicoId', { required: true })}>
            <option value="">Escolha o técnico…</option>
            {(technicians.data ?? []).map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.nome}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Dia</span>
          <input type="date" {...register('dia', { required: true })} />
        </label>
        <label className="field">
          <span>Hora</span>
          <input type="time" {...register('hora', { required: true })} />
        </label>
      </div>
    </MutationDialog>
  );
}
