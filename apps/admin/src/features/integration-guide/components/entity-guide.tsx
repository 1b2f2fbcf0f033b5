import type { EntityDescriptor } from '@campo/contracts';
import { CodeBlock } from '../../../components/code-block';
import { inlineBatchCommand } from '../guide-examples';
import { EntityFieldsTable } from './entity-fields-table';

interface EntityGuideProps {
  baseUrl: string;
  entities: readonly EntityDescriptor[];
  selected: EntityDescriptor;
  onSelect: (entidade: string) => void;
}

/** The fields of one entity (picked from the registry) and a ready example. */
export function EntityGuide({ baseUrl, entities, selected, onSelect }: EntityGuideProps) {
  return (
    <section className="card guide-section" aria-labelledby="entities-title">
      <h2 id="entities-title">Entidades e campos</h2>
      <div className="pills" role="tablist" aria-label="Entidades">
        {entities.map((entity) => (
          <button
            key={entity.entidade}
            type="button"
            role="tab"
            aria-selected={entity.entidade === selected.entidade}
            className="pill"
            onClick={() => onSelect(entity.entidade)}
          >
            {entity.nome}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={selected.nome}>
        <h3 className="guide-entity__title">
          {selected.nome} <code className="mono">{selected.entidade}</code>
        </h3>
        {selected.descricao && <p>{selected.descricao}</p>}
        <p className="muted">
          Gravação: <code>{selected.endpoint}</code> · Chave para atualizar (UPSERT):{' '}
          {selected.chave.map((campo, index) => (
            <span key={campo}>
              {index > 0 && ' + '}
              <code>{campo}</code>
            </span>
          ))}
        </p>
        <EntityFieldsTable entity={selected} />
        <p>
          Use <code>campo</code> como chave no JSON, nunca o rótulo. Uma chave desconhecida é
          ignorada (com aviso). Datas em DD/MM/AAAA (com hora, se houver), listas pelo texto em
          português, Sim/Não, números com vírgula decimal.
        </p>
        <CodeBlock
          label={`Exemplo pronto: prévia de uma linha de ${selected.nome} (não grava nada)`}
          code={inlineBatchCommand(baseUrl, selected, true)}
        />
        <p className="muted">
          Para gravar, envie o mesmo comando sem <code>/preview</code> no caminho.
        </p>
      </div>
    </section>
  );
}
