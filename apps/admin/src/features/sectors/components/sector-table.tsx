import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, DataTable, type DataColumn } from '../../../components/data-table';
import { plural } from '../../../lib/format';
import { withQuery } from '../../../lib/query-string';
import { EQUIPMENT } from '../../../app/registers';
import type { Sector } from '../api/sectors.types';
import { SectorDeleteDialog } from './sector-delete-dialog';
import { SectorForm } from './sector-form';
import { SectorRetireDialog } from './sector-retire-dialog';

/** The equipment register filtered by one sector. */
const sectorEquipmentPath = (sector: Sector) => withQuery(EQUIPMENT.path, { setor: sector.nome });

interface SectorTableProps {
  sectors: readonly Sector[];
  /** ADMIN and SUPERVISOR rename, describe and delete. */
  canEdit: boolean;
  /** After a change: what to say above the list. */
  onChanged: (message: string) => void;
}

/** Every sector with its equipment count; a row opens its edit form beneath it. */
export function SectorTable({ sectors, canEdit, onChanged }: SectorTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Sector | null>(null);
  const [retiring, setRetiring] = useState<Sector | null>(null);

  const columns: DataColumn<Sector>[] = [
    {
      key: 'nome',
      label: 'Setor',
      className: 'table__name',
      cell: (sector) => (
        <>
          <span className="table__strong">
            {sector.nome}
            {sector.desativadoEm && (
              <span className="badge badge--muted badge--tiny">Desativado</span>
            )}
          </span>
          {sector.descricao && <span className="table__sub">{sector.descricao}</span>}
        </>
      ),
    },
    {
      key: 'equipamentos',
      label: 'Equipamentos',
      className: 'nowrap',
      card: 'state',
      cell: (sector) =>
        sector.equipamentos > 0 ? (
          <Link to={sectorEquipmentPath(sector)}>
            {plural(sector.equipamentos, 'equipamento', 'equipamentos')}
          </Link>
        ) : (
          <span className="muted">Nenhum equipamento</span>
        ),
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((sector) => {
        const open = editing === sector.id;
        const inUse = sector.equipamentos > 0;
        return (
          <>
            <button
              type="button"
              className="button button--small"
              aria-expanded={open}
              onClick={() => setEditing(open ? null : sector.id)}
            >
              {open ? 'Fechar' : 'Editar'}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => setRetiring(sector)}
            >
              {sector.desativadoEm ? 'Reativar' : 'Desativar'}
            </button>
            <button
              type="button"
              className="button button--small button--danger-outline"
              disabled={inUse}
              title={
                inUse
                  ? 'Só é possível excluir um setor sem equipamentos: mude-os de setor antes.'
                  : undefined
              }
              onClick={() => setDeleting(sector)}
            >
              Excluir
            </button>
          </>
        );
      }),
    );

  return (
    <>
      <DataTable
        columns={columns}
        rows={sectors}
        rowKey={(sector) => sector.id}
        className="table--dense sectors"
        rowProps={(sector) => ({
          'data-setor': sector.nome,
          className:
            editing === sector.id
              ? 'table__row--open'
              : sector.desativadoEm
                ? 'table__row--retired'
                : undefined,
        })}
        rowDetail={(sector) =>
          editing === sector.id && (
            <SectorForm
              sector={sector}
              onDone={(message) => {
                setEditing(null);
                if (message) onChanged(message);
              }}
            />
          )
        }
      />
      {retiring && (
        <SectorRetireDialog
          sector={retiring}
          onClose={(changed) => {
            if (changed)
              onChanged(
                `Setor ${retiring.nome} ${retiring.desativadoEm ? 'reativado' : 'desativado'}.`,
              );
            setRetiring(null);
          }}
        />
      )}
      {deleting && (
        <SectorDeleteDialog
          sector={deleting}
          onClose={(deleted) => {
            if (deleted) onChanged(`Setor ${deleting.nome} excluído.`);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
