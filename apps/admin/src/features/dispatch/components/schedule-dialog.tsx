import { useState } from 'react';
import { type DispatchAgenda, isPastLocal, localDayTime, nextOpenSlot } from '@campo/contracts';
import { useForm } from 'react-hook-form';
import { MutationDialog } from '../../../components/mutation-dialog';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
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
 * the same request as a drop on the agenda. It opens on the order's time when that is
 * still ahead, else on the agenda's next hour; a time already past is refused by the API.
 */
export function ScheduleDialog({
  source,
  agendadaPara,
  agenda,
  onClose,
}: {
  source: DragSource;
  agendadaPara: string | null;
  agenda: DispatchAgenda;
  onClose: () => void;
}) {
  const technicians = useTechnicians();
  const schedule = useScheduleOrder();
  const { empresa } = useCurrentSession();
  const [opened] = useState(() => {
    const now = new Date();
    const current = agendadaPara ? localDayTime(new Date(agendadaPara), empresa.fusoHorario) : null;
    const next = nextOpenSlot(
      { dia: agenda.dias[0], hora: '00:00' },
      {
        dias: agenda.dias,
        slots: agenda.horarios,
        now,
        timeZone: empresa.fusoHorario,
        free: () => true,
      },
    );
    return {
      at: current && !isPastLocal(current, now, empresa.fusoHorario) ? current : next,
      today: localDayTime(now, empresa.fusoHorario).dia,
    };
  });
  const {
    register,
    handleSubmit,
    formState: { isValid },
  } = useForm<ScheduleFields>({
    mode: 'onChange',
    defaultValues: {
      tecnicoId: source.deTecnicoId ?? '',
      dia: opened.at?.dia ?? '',
      hora: opened.at?.hora ?? '',
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
          <input type="date" min={opened.today} {...register('dia', { required: true })} />
        </label>
        <label className="field">
          <span>Hora</span>
          <input type="time" {...register('hora', { required: true })} />
        </label>
      </div>
    </MutationDialog>
  );
}
