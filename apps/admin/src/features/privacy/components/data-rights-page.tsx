import type { DataSubjectQuery } from '@campo/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/query-states';
import { usePersonalDataExport } from '../hooks/use-data-rights';
import { DataSubjectLookup } from './data-subject-lookup';
import { DataSubjectRequests } from './data-subject-requests';
import { PersonalDataExportView } from './personal-data-export';

/**
 * Data subjects' rights (LGPD art. 18): the requests with their deadlines, and what the
 * company holds about one person, to send them or erase them.
 */
export function DataRightsPage() {
  const [subject, setSubject] = useState<DataSubjectQuery>();
  const found = usePersonalDataExport(subject);

  return (
    <section className="page">
      <PageHeader
        title="Direitos do titular"
        lead="Quem pediu acesso, correção ou eliminação dos próprios dados, e tudo o que a empresa guarda sobre uma pessoa, por categoria, com a finalidade e a base legal."
      />
      <DataSubjectRequests onLookup={setSubject} />
      <section className="card" aria-labelledby="buscar-titular">
        <div className="card__header">
          <h2 id="buscar-titular">Buscar os dados de uma pessoa</h2>
          <p className="muted">
            Um usuário da equipe ou do portal, ou um contato do cliente ou solicitante pelo e-mail
            ou pelo telefone. Cada busca fica na auditoria.
          </p>
        </div>
        <DataSubjectLookup onLookup={setSubject} pending={found.isFetching} error={found.error} />
      </section>
      {subject && found.isLoading && <LoadingState label="Buscando os dados…" />}
      {/* Kept on screen while asked again (after an erasure), so its dialog stays open. */}
      {subject && found.data && <PersonalDataExportView subject={subject} data={found.data} />}
    </section>
  );
}
