import type { DataSubjectQuery } from '@campo/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/query-states';
import { usePersonalDataExport } from '../hooks/use-data-rights';
import { DataSubjectLookup } from './data-subject-lookup';
import { DataSubjectRequests } from './data-subject-requests';
import { PersonalDataExportView, type SubjectActions } from './personal-data-export';

/**
 * Data subjects' rights (LGPD art. 18): the requests with their deadlines, and what the
 * company holds about one person, to send them. `subjectActions` is the place for what
 * acts on the person found (the "Anonimizar" still to come).
 */
export function DataRightsPage({ subjectActions }: { subjectActions?: SubjectActions }) {
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
      {subject && found.isFetching && <LoadingState label="Buscando os dados…" />}
      {subject && found.data && !found.isFetching && (
        <PersonalDataExportView subject={subject} data={found.data} actions={subjectActions} />
      )}
    </section>
  );
}
