import { RECOVERY_DESTINATION_LABELS, RECOVERY_DESTINATIONS } from '@campo/contracts';
import { useWatch } from 'react-hook-form';
import { DateField, NumberField, SelectInput, TextField } from '../../../components/form';
import { todayInputValue } from '../../../lib/format';
import { EVENT_KINDS, EVENT_LABELS } from '../fluid-format';
import { useGases } from '../hooks/use-gases';

const KINDS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_LABELS[kind] }));
const DESTINATIONS = RECOVERY_DESTINATIONS.map((destination) => ({
  value: destination,
  label: RECOVERY_DESTINATION_LABELS[destination],
}));

/**
 * Gas, event kind, quantity and date (and a withdrawal's destination, cylinder and
 * certificate): the fields of a new event and of a correction, in a Form whose resolver
 * checks them with `draftProblems`.
 */
export function FluidEventFields() {
  const gases = useGases();
  const [tipoGas, tipoEvento] = useWatch({ name: ['tipoGas', 'tipoEvento'] }) as [string, string];
  const codes = gases.data?.map((gas) => gas.codigo) ?? [];
  if (tipoGas && !codes.includes(tipoGas)) codes.unshift(tipoGas);

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
      {tipoEvento === 'RETIRADA' && (
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
