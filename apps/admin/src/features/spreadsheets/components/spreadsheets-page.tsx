import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '@campo/web-client';
import { useEntities } from '../../entities/hooks/use-entities';
import { spreadsheetsApi } from '../api/spreadsheets.api';
import { useImportSpreadsheet } from '../hooks/use-import-spreadsheet';
import { usePreviewSpreadsheet } from '../hooks/use-preview-spreadsheet';
import { ImportResult } from './import-result';
import { SpreadsheetPreview } from './spreadsheet-preview';
import { UploadForm } from './upload-form';
import { OptionList } from '../../../components/select-field';
import { entityOptions } from '../../entities/entity-options';

export function SpreadsheetsPage() {
  const entities = useEntities();
  const [params, setParams] = useSearchParams();
  const entity =
    entities.data?.find((candidate) => candidate.entidade === params.get('entidade')) ??
    entities.data?.[0];
  const [file, setFile] = useState<File | null>(null);
  const [uploadKey, setUploadKey] = useState(0);
  const preview = usePreviewSpreadsheet();
  const importing = useImportSpreadsheet();

  function startOver() {
    preview.reset();
    importing.reset();
    setFile(null);
    setUploadKey((key) => key + 1);
  }

  return (
    <section className="page">
      <PageHeader
        title="Importar planilha"
        lead="Para enviar dados sem uma integração: baixe o modelo da entidade, preencha e envie. As linhas passam pelas mesmas validações da API, em dois passos: primeiro a prévia, depois a importação."
      />
      <QueryView query={entities} loading="Carregando entidades…">
        {(data) =>
          entity && (
            <>
              <section className="card form" aria-labelledby="step-entity">
                <h2 id="step-entity" className="step-title">
                  <span className="step-number">1</span> Escolha a entidade e baixe o modelo
                </h2>
                <div className="inline-form">
                  <label className="field">
                    <span>Entidade</span>
                    <select
                      name="entidade"
                      value={entity.entidade}
                      onChange={(event) => {
                        startOver();
                        setParams({ entidade: event.target.value }, { replace: true });
                      }}
                    >
                      <OptionList options={entityOptions(data)} />
                    </select>
                  </label>
                  <a
                    className="button"
                    href={spreadsheetsApi.templateUrl(entity.entidade)}
                    download
                  >
                    Baixar modelo (XLSX)
                  </a>
                </div>
                <p className="muted">
                  O modelo tem uma coluna por campo, com os rótulos no cabeçalho, uma linha de
                  exemplo (apague-a antes de enviar) e uma aba com os valores aceitos das listas.
                </p>
              </section>

              <UploadForm
                key={uploadKey}
                file={file}
                pending={preview.isPending}
                onFile={(chosen) => {
                  preview.reset();
                  importing.reset();
                  setFile(chosen);
                }}
                onSubmit={() => file && preview.mutate({ entidade: entity.entidade, file })}
              />
              {preview.isError && (
                <p className="alert" role="alert">
                  {errorMessage(preview.error)}
                </p>
              )}

              {importing.data ? (
                <ImportResult answer={importing.data} onStartOver={startOver} />
              ) : (
                preview.data &&
                file && (
                  <SpreadsheetPreview
                    answer={preview.data}
                    entity={entity}
                    importing={importing.isPending}
                    importError={importing.isError ? importing.error : undefined}
                    onImport={() => importing.mutate({ entidade: entity.entidade, file })}
                    onStartOver={startOver}
                  />
                )
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
