import type { NotPersonal, ProcessingActivity } from '@campo/platform';

const YEAR = 365;

/**
 * Sealed evidence (signed visit reports, their photos and the signer) outlives the
 * contract: five years after it ends, the period of the company's obligations under
 * the Código de Defesa do Consumidor (art. 27) and the Código Tributário Nacional
 * (art. 173–174).
 */
const SEALED_EVIDENCE = {
  defaultDays: 5 * YEAR,
  minDays: 5 * YEAR,
  maxDays: 10 * YEAR,
  from: 'do fim do contrato',
  action: 'ANONIMIZAR',
  keeps:
    'O selo do relatório: uma cópia guardada ainda confere pelo código; o conteúdo selado e a pessoa saem do sistema.',
} as const;

/** Field service's tables: clients' people, requesters, signers, photos, the technicians' day. */
export const FIELD_SERVICE_PROCESSING: readonly ProcessingActivity[] = [
  {
    code: 'CONTATO_CLIENTE',
    title: 'Contatos do cliente (nome, e-mail, telefone, destinatários do RGM)',
    subject: 'CONTATO_CLIENTE',
    role: 'OPERADORA',
    purpose: 'Falar com o cliente, enviar o RGM e os avisos do contrato.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [
      {
        table: 'cliente',
        columns: ['nome', 'cnpj', 'email', 'telefone'],
        userReferences: ['desativado_por'],
      },
      { table: 'contrato', columns: ['emails_rgm'], userReferences: ['desativado_por'] },
    ],
    seenBy: 'ADMIN e SUPERVISOR da empresa; o próprio cliente no portal.',
    retention: {
      defaultDays: 5 * YEAR,
      minDays: YEAR,
      maxDays: 10 * YEAR,
      from: 'do fim do último contrato do cliente',
      action: 'ANONIMIZAR',
    },
    onRequest: {
      action: 'ANONIMIZAR',
    },
  },
  {
    code: 'RESPONSAVEL_TECNICO',
    title: 'Responsável técnico do contrato (nome, registro no conselho, ART)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Identificar o RT exigido pela Lei 13.589/2018 no PMOC.',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      {
        table: 'contrato',
        columns: ['responsavel_tecnico', 'registro_responsavel', 'art', 'art_arquivo_id'],
        userReferences: ['responsavel_tecnico_id'],
      },
      {
        table: 'aprovacao_execucao',
        columns: ['registro_profissional'],
        userReferences: ['aprovado_por'],
      },
    ],
    seenBy: 'Empresa, cliente e fiscalização (no PMOC).',
    retention: SEALED_EVIDENCE,
    onRequest: {
      action: 'MANTER',
      keeps: 'No PMOC e no contrato, pela obrigação da Lei 13.589/2018 (LGPD art. 16, I).',
    },
  },
  {
    code: 'RESPONSAVEL_LABORATORIO',
    title: 'Responsável técnico do laboratório de análise do ar (nome e registro no conselho)',
    subject: 'PROFISSIONAL_EXTERNO',
    role: 'OPERADORA',
    purpose:
      'Identificar no PMOC quem responde pelo laudo de qualidade do ar interior (ABNT NBR 17037:2023).',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      {
        table: 'analise_ar',
        columns: ['laboratorio_responsavel', 'laboratorio_responsavel_registro'],
      },
    ],
    seenBy: 'Empresa, cliente e fiscalização (no PMOC e no laudo).',
    retention: SEALED_EVIDENCE,
    onRequest: {
      action: 'MANTER',
      keeps: 'No PMOC e na análise, pela obrigação da Lei 13.589/2018 (LGPD art. 16, I).',
    },
  },
  {
    code: 'SOLICITANTE',
    title: 'Quem pede atendimento pelo portal ou pelo QR (nome, e-mail, telefone, foto, local)',
    subject: 'SOLICITANTE',
    role: 'OPERADORA',
    purpose: 'Avaliar o pedido, responder a quem pediu e atender o equipamento.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [
      {
        table: 'solicitacao',
        columns: [
          'contato_nome',
          'contato_email',
          'contato_telefone',
          'foto_arquivo_id',
          'descricao',
          'local',
        ],
        userReferences: ['solicitante_usuario_id', 'decidida_por'],
      },
    ],
    seenBy: 'ADMIN e SUPERVISOR da empresa; o cliente, para os seus pedidos.',
    retention: {
      defaultDays: 180,
      minDays: 30,
      maxDays: 2 * YEAR,
      from: 'do fechamento da solicitação',
      action: 'ANONIMIZAR',
      keeps: 'O pedido e a ordem que gerou, sem o contato e sem a foto.',
    },
    onRequest: {
      action: 'ANONIMIZAR',
      keeps:
        'O pedido e a ordem que gerou, sem o contato e sem a foto; o que estiver sob bloqueio legal.',
    },
  },
  {
    code: 'ASSINANTE_DA_VISITA',
    title: 'Quem assina a visita pelo cliente (nome, cargo, documento, assinatura desenhada)',
    subject: 'CONTATO_CLIENTE',
    role: 'OPERADORA',
    purpose: 'Provar o aceite do serviço pelo cliente no relatório selado.',
    basis: 'EXERCICIO_DIREITOS',
    storage: [
      {
        table: 'visita_aceite',
        columns: ['nome', 'documento', 'cargo', 'assinatura_arquivo_id', 'manifesto'],
        userReferences: ['usuario_id'],
      },
      { table: 'cliente_assinante', columns: ['nome', 'cargo', 'documento'] },
      { table: 'visita_selo', columns: ['conteudo'] },
      { table: 'rgm', columns: ['ciente_nome'], userReferences: ['criado_por', 'liberado_por'] },
    ],
    seenBy: 'Empresa e cliente; qualquer pessoa com o código do relatório vê nome e cargo.',
    retention: SEALED_EVIDENCE,
    onRequest: {
      action: 'MANTER',
      keeps: 'Até o fim do prazo: o relatório selado é a prova do aceite (LGPD art. 7º, VI).',
    },
  },
  {
    code: 'FOTOS_DA_VISITA',
    title: 'Fotos da visita e sua localização',
    subject: 'PESSOAS_EM_IMAGEM',
    role: 'OPERADORA',
    purpose: 'Evidência do serviço executado; pessoas só por captura acidental.',
    basis: 'EXECUCAO_CONTRATO',
    sensitive: true,
    storage: [
      {
        table: 'visita_foto',
        columns: ['arquivo_id', 'legenda'],
        userReferences: ['usuario_id', 'removido_por'],
      },
      {
        table: 'arquivo',
        columns: ['chave', 'miniatura_chave', 'latitude', 'longitude', 'capturado_em'],
        userReferences: ['criado_por'],
      },
      {
        table: 'visita_posicao',
        columns: ['latitude', 'longitude', 'precisao_m'],
        userReferences: ['usuario_id'],
      },
    ],
    seenBy: 'Empresa e cliente, no relatório da visita.',
    retention: SEALED_EVIDENCE,
    onRequest: {
      action: 'MANTER',
      keeps: 'Até o fim do prazo: evidência do serviço no relatório selado (LGPD art. 7º, VI).',
    },
  },
  {
    code: 'JORNADA_DO_TECNICO',
    title: 'Jornada do técnico (início e fim de cada atendimento, quilômetros)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Medir o atendimento do contrato (SLA) e pagar deslocamentos.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [
      { table: 'alocacao', columns: ['inicio', 'fim', 'km'], userReferences: ['tecnico_id'] },
      {
        table: 'ordem_servico',
        columns: ['tecnico', 'km'],
        userReferences: ['tecnico_id', 'criado_por'],
      },
      { table: 'tecnico_acao', columns: ['em'], userReferences: ['usuario_id'] },
    ],
    seenBy: 'ADMIN e SUPERVISOR; o cliente só quando a empresa liga essa opção.',
    retention: {
      defaultDays: 5 * YEAR,
      minDays: 5 * YEAR,
      maxDays: 10 * YEAR,
      from: 'do fim do atendimento',
      action: 'ANONIMIZAR',
      keeps: 'Os tempos e indicadores da ordem, sem a pessoa.',
    },
    onRequest: {
      action: 'ANONIMIZAR',
      keeps: 'Os tempos, os quilômetros e os indicadores das ordens, sem o nome.',
    },
  },
  {
    code: 'AUTORIA_DE_REGISTROS',
    title: 'Autoria de registros técnicos (quem lançou, revisou, corrigiu ou decidiu)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Rastreabilidade exigida pelo PMOC, pelo registro de fluidos e pelo RGM.',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      { table: 'visita_registro', columns: [], userReferences: ['usuario_id', 'removido_por'] },
      { table: 'visita_correcao', columns: ['anterior'], userReferences: ['usuario_id'] },
      { table: 'visita_adendo', columns: ['texto'], userReferences: ['usuario_id'] },
      { table: 'visita_link', columns: [], userReferences: ['revogado_por'] },
      { table: 'ordem_servico_evento', columns: ['motivo'], userReferences: ['usuario_id'] },
      { table: 'fluido_evento', columns: [], userReferences: ['registrado_por', 'revisado_por'] },
      { table: 'fluido_evento_auditoria', columns: [], userReferences: ['usuario_id'] },
      { table: 'declaracao_gas', columns: [], userReferences: ['declarado_por', 'decidido_por'] },
      { table: 'equipamento_troca_gas', columns: [], userReferences: ['usuario_id'] },
      { table: 'leitura_horimetro', columns: [], userReferences: ['registrado_por'] },
      { table: 'leitura_ambiente', columns: [], userReferences: ['registrado_por'] },
      { table: 'fluido_reparo', columns: [], userReferences: ['registrado_por'] },
      { table: 'fluido_cilindro', columns: [], userReferences: ['criado_por'] },
      { table: 'fluido_destinacao', columns: [], userReferences: ['registrado_por'] },
      { table: 'rgm_evento', columns: [], userReferences: ['usuario_id'] },
      { table: 'proposta_corretiva', columns: [], userReferences: ['decidido_por'] },
      { table: 'analise_ar', columns: [], userReferences: ['criado_por'] },
      { table: 'equipamento', columns: [], userReferences: ['desativado_por'] },
      { table: 'setor', columns: [], userReferences: ['desativado_por'] },
      {
        table: 'ativo_informacao',
        columns: ['proprietario'],
        userReferences: ['proprietario_id'],
      },
      {
        table: 'incidente_seguranca',
        columns: ['responsavel'],
        userReferences: ['responsavel_id'],
      },
      { table: 'risco_corporativo', columns: ['responsavel'], userReferences: ['responsavel_id'] },
      {
        table: 'retencao_bloqueio',
        columns: [],
        userReferences: ['criado_por', 'liberado_por'],
      },
    ],
    seenBy: 'Empresa; o cliente e a fiscalização veem o nome nos documentos.',
    retention: {
      defaultDays: null,
      minDays: null,
      maxDays: null,
      from: 'enquanto o registro existir',
      action: 'ANONIMIZAR',
    },
    onRequest: {
      action: 'MANTER',
      keeps: 'A ligação do registro ao usuário, cujo cadastro é anonimizado (LGPD art. 16, I).',
    },
  },
  {
    code: 'REGISTROS_RECUSADOS',
    title: 'Registros do celular recusados na sincronização (conteúdo enviado)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Não perder o que o técnico lançou e mostrar ao supervisor o que falta resolver.',
    basis: 'LEGITIMO_INTERESSE',
    storage: [
      {
        table: 'registro_recusado',
        columns: ['corpo'],
        userReferences: ['tecnico_id', 'resolvido_por'],
      },
    ],
    seenBy: 'ADMIN e SUPERVISOR.',
    retention: {
      defaultDays: 90,
      minDays: 30,
      maxDays: YEAR,
      from: 'da resolução',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'EXCLUIR',
      keeps: 'Os registros ainda abertos, até o supervisor resolvê-los: são trabalho do técnico.',
    },
  },
];

export const FIELD_SERVICE_NOT_PERSONAL: readonly NotPersonal[] = [
  { table: 'ambiente', column: 'nome', reason: 'Nome de um ambiente do prédio.' },
  { table: 'causa', column: 'nome', reason: 'Nome de uma causa de falha.' },
  { table: 'setor', column: 'nome', reason: 'Nome de um setor do cliente.' },
  { table: 'visita_catalogo', column: 'nome', reason: 'Item do catálogo de serviços e materiais.' },
  { table: 'ativo_informacao', column: 'nome', reason: 'Nome de um ativo de informação.' },
  { table: 'qualidade_ar_referencia', column: 'nome', reason: 'Parâmetro de qualidade do ar.' },
  {
    table: 'fluido_destinacao',
    column: 'destinatario_nome',
    reason: 'Razão social do regenerador ou destruidor do gás (pessoa jurídica, com CNPJ).',
  },
];
