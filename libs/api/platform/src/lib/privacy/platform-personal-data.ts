import type { NotPersonal, ProcessingActivity } from './personal-data';

const YEAR = 365;

/** The platform's own tables: accounts, sessions, the audit trail, mail, signed documents. */
export const PLATFORM_PROCESSING: readonly ProcessingActivity[] = [
  {
    code: 'EQUIPE_CADASTRO',
    title: 'Cadastro da equipe (nome, e-mail, registro profissional)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose:
      'Dar acesso ao sistema, atribuir ordens e identificar quem executou, revisou ou assinou cada registro.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [
      {
        table: 'users',
        columns: ['name', 'email', 'password_hash', 'registro_profissional'],
      },
    ],
    seenBy:
      'ADMIN e SUPERVISOR da empresa; o nome de quem executou aparece nos documentos do cliente.',
    retention: {
      defaultDays: 5 * YEAR,
      minDays: 2 * YEAR,
      maxDays: 10 * YEAR,
      from: 'da desativação do usuário',
      action: 'ANONIMIZAR',
      keeps: 'O nome em relatórios selados e documentos assinados, que continuam verificáveis.',
    },
    onRequest: {
      action: 'ANONIMIZAR',
      keeps:
        'O nome em relatórios selados e documentos assinados, que continuam verificáveis (LGPD art. 7º, VI).',
    },
  },
  {
    code: 'USUARIO_CLIENTE',
    title: 'Usuários do portal do cliente (nome, e-mail)',
    subject: 'USUARIO_CLIENTE',
    role: 'OPERADORA',
    purpose: 'Dar ao cliente acesso aos seus relatórios, PMOC, solicitações e indicadores.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [{ table: 'users', columns: ['name', 'email', 'password_hash'] }],
    seenBy: 'ADMIN da empresa e o próprio usuário.',
    retention: {
      defaultDays: YEAR,
      minDays: 30,
      maxDays: 5 * YEAR,
      from: 'da desativação do usuário',
      action: 'ANONIMIZAR',
      keeps: 'As solicitações que abriu, sem o nome.',
    },
    onRequest: {
      action: 'ANONIMIZAR',
    },
  },
  {
    code: 'REGISTRO_DE_ACESSO',
    title: 'Registros de acesso (endereço IP, navegador, horários de sessão)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Segurança da conta e guarda dos registros de acesso a aplicações.',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      {
        table: 'sessions',
        columns: ['ip', 'user_agent', 'created_at', 'last_seen_at'],
        userReferences: ['user_id'],
      },
      { table: 'attempt_counters', columns: ['key'] },
    ],
    seenBy: 'ADMIN da empresa (sessões ativas); ninguém mais.',
    retention: {
      // Marco Civil da Internet (Lei 12.965/2014), art. 15: six months at least.
      defaultDays: 180,
      minDays: 180,
      maxDays: YEAR,
      from: 'do fim da sessão',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'MANTER',
      keeps:
        'Pelo prazo do Marco Civil da Internet (Lei 12.965/2014, art. 15; LGPD art. 16, I); as sessões abertas são encerradas.',
    },
  },
  {
    code: 'LINKS_DE_SENHA',
    title: 'Links de convite e de troca de senha',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Permitir que a pessoa defina a própria senha.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [{ table: 'password_links', columns: ['token_hash'], userReferences: ['user_id'] }],
    seenBy: 'Ninguém: só o hash do link é guardado.',
    retention: {
      defaultDays: 30,
      minDays: 30,
      maxDays: 30,
      from: 'do vencimento ou do uso do link',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'EXCLUIR',
    },
  },
  {
    code: 'TRILHA_DE_AUDITORIA',
    title: 'Trilha de auditoria (quem fez o quê, quando)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Provar quem alterou dados, tokens, usuários e documentos.',
    basis: 'EXERCICIO_DIREITOS',
    storage: [
      {
        table: 'audit_events',
        columns: ['actor_name', 'summary', 'details'],
        userReferences: ['actor_id'],
      },
      { table: 'retencao_prazo', columns: [], userReferences: ['alterado_por'] },
    ],
    seenBy: 'ADMIN da empresa.',
    retention: {
      defaultDays: 5 * YEAR,
      minDays: 5 * YEAR,
      maxDays: 10 * YEAR,
      from: 'do evento',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'MANTER',
      keeps: 'Até o fim do prazo: prova de quem alterou o quê (LGPD art. 7º, VI).',
    },
  },
  {
    code: 'EMAILS_ENVIADOS',
    title: 'E-mails enviados (destinatários, assunto, corpo, anexos)',
    subject: 'CONTATO_CLIENTE',
    role: 'OPERADORA',
    purpose: 'Entregar relatórios e avisos e provar que foram enviados.',
    basis: 'EXECUCAO_CONTRATO',
    storage: [
      { table: 'mail_outbox', columns: ['destinatarios', 'assunto', 'corpo', 'corpo_cifrado'] },
      { table: 'mail_outbox_anexos', columns: ['nome', 'conteudo'] },
    ],
    seenBy: 'Ninguém pela interface; ADMIN vê a situação do envio.',
    retention: {
      defaultDays: 90,
      minDays: 30,
      maxDays: YEAR,
      from: 'do envio',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'EXCLUIR',
      keeps: 'Os e-mails ainda na fila de envio.',
    },
  },
  {
    code: 'ASSINATURA_DE_DOCUMENTOS',
    title: 'Assinaturas e versões de documentos (PMOC e outros)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose: 'Provar quem redigiu e quem assinou cada versão de um documento técnico.',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      { table: 'documento_assinatura', columns: ['qualificacao'], userReferences: ['usuario_id'] },
      { table: 'documento_versao', columns: [], userReferences: ['autor_id'] },
      { table: 'documento', columns: [], userReferences: ['criado_por'] },
      {
        table: 'empresa_certificado',
        columns: [],
        userReferences: ['enviado_por'],
      },
    ],
    seenBy: 'ADMIN, SUPERVISOR e RT; o cliente e a fiscalização, no documento assinado.',
    retention: {
      defaultDays: null,
      minDays: null,
      maxDays: null,
      from: 'enquanto o documento existir',
      action: 'ANONIMIZAR',
      keeps: 'O documento assinado inteiro: a assinatura de um RT é parte dele.',
    },
    onRequest: {
      action: 'MANTER',
      keeps: 'O documento assinado inteiro: a assinatura faz parte dele (LGPD art. 16, I).',
    },
  },
  {
    code: 'PEDIDOS_DO_TITULAR',
    title: 'Pedidos do titular sobre os próprios dados (quem pede, o pedido, a resposta)',
    subject: 'SOLICITANTE',
    role: 'CONTROLADORA',
    purpose: 'Atender e provar que atendeu aos direitos do titular (LGPD art. 18).',
    basis: 'OBRIGACAO_LEGAL',
    storage: [
      {
        table: 'titular_pedido',
        columns: ['nome', 'email', 'telefone', 'pedido', 'resposta', 'referencia'],
        userReferences: ['atendido_por'],
      },
    ],
    seenBy: 'ADMIN da empresa.',
    retention: {
      defaultDays: 5 * YEAR,
      minDays: 5 * YEAR,
      maxDays: 10 * YEAR,
      from: 'do atendimento do pedido',
      action: 'EXCLUIR',
    },
    onRequest: {
      action: 'MANTER',
      keeps: 'Até o fim do prazo: prova de que o pedido foi atendido (LGPD art. 16, I).',
    },
  },
  {
    code: 'ENCARREGADO_DE_DADOS',
    title: 'Encarregado de dados da empresa (nome, e-mail, telefone)',
    subject: 'EQUIPE',
    role: 'CONTROLADORA',
    purpose:
      'Indicar nos avisos de privacidade e nos anexos de tratamento a quem os titulares e a ANPD se dirigem.',
    basis: 'OBRIGACAO_LEGAL',
    storage: [{ table: 'companies', columns: ['settings'] }],
    seenBy: 'Público: aparece em todos os avisos de privacidade e nos anexos de tratamento.',
    retention: {
      defaultDays: null,
      minDays: null,
      maxDays: null,
      from: 'enquanto for o encarregado indicado pela empresa',
      action: 'EXCLUIR',
      keeps: 'Nada: trocar o encarregado substitui o anterior.',
    },
    onRequest: {
      action: 'MANTER',
      keeps: 'Enquanto for o encarregado indicado: troque-o nas configurações da empresa.',
    },
  },
];

export const PLATFORM_NOT_PERSONAL: readonly NotPersonal[] = [
  { table: 'migrations', column: 'name', reason: 'Nome de uma migração do banco.' },
  { table: 'companies', column: 'name', reason: 'Razão social ou nome fantasia da empresa.' },
  {
    table: 'empresa_certificado',
    column: 'titular',
    reason: 'Titular de um certificado e-CNPJ: a própria empresa.',
  },
];
