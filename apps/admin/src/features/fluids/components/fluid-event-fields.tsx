import {
  formatKg,
  gasKey,
  RECOVERY_DESTINATION_LABELS,
  RECOVERY_DESTINATIONS,
} from '@campo/contracts';
import { useWatch } from 'react-hook-form';
import { DateField, NumberField, SelectInput, TextField } from '../../../components/form';
import { todayInputValue } from '../../../lib/format';
import { EVENT_KINDS, EVENT_LABELS } from '../fluid-format';
import { useCylinders } from '../hooks/use-cylinders';
import { useGases } from '../hooks/use-gases';

const KINDS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_LABELS[kind] }));
const DESTINATIONS = RECOVERY_DESTINATIONS.map((destination) => ({
  value: destination,
  label: RECOVERY_DESTINATION_LABELS[destination],
}));

/**
 * Gas, event kind, quantity and date (and a withdrawal's destination, cylinder and
 * certificate): the fields of a new event and of a correction, in a Form whose resolver
 * checks them with `draftProblems`. A new event (`pickCylinder`) picks a registered
 * cylinder of its gas: a supply one for a recharge, a recovery one for a withdrawal; the
 * free-text cylinder and the destination stay for a withdrawal without one (older records).
 */
export function FluidEventFields({ pickCylinder = false }: { pickCylinder?: boolean }) {
  const gases = useGases();
  const [tipoGas, tipoEvento, cilindroId, quantidadeKg] = useWatch({
    name: ['tipoGas', 'tipoEvento', 'cilindroId', 'quantidadeKg'],
  }) as [string, string, string | undefined, string];
  const codes = gases.data?.map((gas) => gas.codigo) ?? [];
  if (tipoGas && !codes.includes(tipoGas)) codes.unshift(tipoGas);
  const purpose =
    tipoEvento === 'RECARGA' ? 'CARGA' : tipoEvento === 'RETIRADA' ? 'RECOLHIMENTO' : null;
  const cylinders = useCylinders({ ativo: true }, pickCylinder);
  const options = (cylinders.data ?? []).filter(
    (cylinder) =>
      pickCylinder &&
      cylinder.finalidade === purpose &&
      tipoGas !== '' &&
      gasKey(cylinder.tipoGas) === gasKey(tipoGas),
  );
  const picked = options.find((cylinder) => cylinder.id === cilindroId);
  const kg = Number(quantidadeKg?.replace(',', '.'));
  const above = picked?.saldoKg != null && kg > picked.saldoKg + 0.0005;

  return (
    <div className="fluid-fields">
      <SelectInput
        name="tipoGas"
        label="Gás"
        emptyLabel={gases.isPending ? 'Carregando…' : 'Escolha o gás'}
        options={codes.map((code) => {
          const gas = gases.data?.find((entry) => entry.codigo === code);
          return { value: code, label: gas ? `${code} (GWP ${gas.gwp})` : code };
        })}
      />
      <SelectInput name="tipoEvento" label="Evento" options={KINDS} />
      <NumberField name="quantidadeKg" label="Quantidade (kg)" placeholder="0,000" />
      <DateField name="dataEvento" label="Data" max={todayInputValue()} />
      {options.length > 0 && (
        <SelectInput
          name="cilindroId"
          label={purpose === 'CARGA' ? 'Cilindro de origem do gás' : 'Cilindro de recolhimento'}
          emptyLabel={purpose === 'CARGA' ? 'Sem cilindro cadastrado' : 'Escolha o cilindro'}
          options={options.map((cylinder) => ({
            value: cylinder.id,
            label:
              cylinder.saldoKg !== null
                ? `${cylinder.identificacao} — saldo ${formatKg(cylinder.saldoKg)}`
                : cylinder.identificacao,
          }))}
        />
      )}
      {above && (
        <p className="muted" role="status">
          Acima do saldo registrado do cilindro: o registro é aceito e vai para a revisão.
        </p>
      )}
      {tipoEvento === 'RETIRADA' && !picked && (
        <>
          <SelectInput
            name="destino"
            label="Destino do gás recolhido"
            emptyLabel="Escolha o destino"
            options={DESTINATIONS}
          />
          <TextField
            name="cilindro"
            label="Cilindro"
            autoComplete="off"
            placeholder="Identificação do cilindro"
          />
          <TextField
            name="certificado"
            label="Certificado"
            optional
            autoComplete="off"
            placeholder="Nº do certificado de regeneração ou destruição"
          />
        </>
      )}
    </div>
  );
}
