import { equipmentTypeLabel } from '@campo/contracts';
import { useState } from 'react';
import { Link } from '../app/router';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { formatDay } from '../format';

/** The client's units (equipment) by contract and sector, with the last visit; searchable by tag. */
export function UnitsScreen() {
  const units = useLoad(portalApi.units, 'units');
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  return (
    <>
      <h1>Equipamentos</h1>
      <label className="field">
        <span>Buscar por tag, setor ou local</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <LoadState loaded={units} label="os equipamentos">
        {(all) => {
          const shown = all.filter((unit) =>
            [unit.tag, unit.setor, unit.localizacao ?? '', unit.descricao ?? '']
              .join(' ')
              .toLowerCase()
              .includes(term),
          );
          return shown.length === 0 ? (
            <Empty>Nenhum equipamento{term ? ' encontrado' : ''}.</Empty>
          ) : (
            <ul className="list">
              {shown.map((unit) => (
                <li key={unit.id} className="item">
                  <div className="item__head">
                    <Link to={`/unidades/${unit.id}`}>
                      <strong>{unit.tag}</strong>
                    </Link>
                    <span className="muted small">{unit.contrato.codigo}</span>
                  </div>
                  <p className="item__line">
                    {[equipmentTypeLabel(unit.tipo), unit.setor, unit.localizacao]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="item__meta">Última visita: {formatDay(unit.ultimaVisita)}</p>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadState>
    </>
  );
}
