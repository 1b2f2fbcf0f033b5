import type { IngestionClient } from '../ingestion-client';
import type { EntityDescriptor } from '../types';
import { HeaderMap } from './header-map';
import type { Progress } from './progress';
import { openSource } from './readers';
import { RefusedFile } from './refused-file';
import { emptyTotals, ResumeFile, type ResumeState, type Totals } from './resume-state';

export interface SendFileOptions {
  client: IngestionClient;
  entity: EntityDescriptor;
  maxRows: number;
  file: string;
  preview: boolean;
  /** Ignores a saved state and starts from the first line. */
  restart: boolean;
  /** Builds the progress display once the file is open (it reads the share of bytes read). */
  progress: (fraction: () => number, totals: Totals) => Progress;
}

export interface SendFileResult {
  totais: Totals;
  recusadasArquivo?: string;
  retomado: boolean;
}

/**
 * `enviar`: streams the file through the client, batch after batch. After each batch the
 * refused rows are appended to `<arquivo>.recusadas.csv` and then the state file is saved,
 * so a run killed at any point resumes where it stopped, without a row missing or written
 * twice. A preview keeps no state.
 */
export async function sendFile(options: SendFileOptions): Promise<SendFileResult> {
  const { client, entity, file, preview } = options;
  const headers = new HeaderMap(entity);
  const resume = new ResumeFile(file);
  const saved = preview || options.restart ? {} : resume.load(entity.entidade);
  const source = await openSource(file, headers);
  const refused = new RefusedFile(file, entity, source.separador);
  const state: ResumeState = saved.state ?? {
    versao: 1,
    entidade: entity.entidade,
    arquivo: resume.fileIdentity(),
    tamanhoDoLote: options.maxRows,
    lotesConcluidos: 0,
    totais: emptyTotals(),
    bytesRecusadas: 0,
  };
  const totals = state.totais;
  const progress = options.progress(source.fraction, totals);
  if (saved.discarded)
    progress.note(`Estado anterior ignorado: ${saved.discarded}. Começando do início.`);
  if (saved.state) {
    progress.note(
      `Retomando: ${saved.state.lotesConcluidos} lotes (${saved.state.totais.linhas} linhas) já enviados; ` +
        'o lote interrompido é reenviado com a mesma chave de idempotência.',
    );
  }
  refused.open(saved.state?.bytesRecusadas);
  if (!preview && !saved.state) resume.save({ ...state, bytesRecusadas: refused.size() });

  const batches = client.lotes(entity.entidade, source.rows, {
    preview,
    tamanhoDoLote: state.tamanhoDoLote,
    pularLotes: state.lotesConcluidos,
  });
  for await (const batch of batches) {
    refused.add(batch.resultados.filter((row) => row.status === 'ERRO'));
    totals.linhas += batch.totalLinhas;
    totals.gravadas += batch.gravadas;
    totals.recusadas += batch.recusadas;
    totals.duplicadas += batch.duplicadas;
    if (batch.repetido) totals.lotesRepetidos++;
    state.lotesConcluidos = batch.indice + 1;
    state.bytesRecusadas = refused.size();
    if (!preview) resume.save(state);
    progress.batch(batch);
  }
  progress.finish();
  for (const header of headers.ignoredHeaders())
    progress.note(
      `Aviso: a coluna "${header}" não é um campo de ${entity.entidade} e foi ignorada.`,
    );
  refused.close(totals.recusadas > 0);
  if (!preview) resume.remove();
  return {
    totais: totals,
    recusadasArquivo: totals.recusadas > 0 ? refused.path : undefined,
    retomado: Boolean(saved.state),
  };
}
