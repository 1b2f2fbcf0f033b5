/** Wire types and codes of the field-service area (B). */

export const FieldServiceErrorCode = {
  TRANSICAO_INVALIDA: 'TRANSICAO_INVALIDA',
  RGM_NAO_ENCONTRADO: 'RGM_NAO_ENCONTRADO',
  /** An RGM of the same scope and period already exists; `rgmId` and `estado` say which. */
  RGM_JA_EXISTE: 'RGM_JA_EXISTE',
  CONTRATO_NAO_ENCONTRADO: 'CONTRATO_NAO_ENCONTRADO',
  SEM_DESTINATARIOS: 'SEM_DESTINATARIOS',
  EMAIL_NAO_ENVIADO: 'EMAIL_NAO_ENVIADO',
  PMOC_EXISTENTE: 'PMOC_EXISTENTE',
  FLUIDO_ID_REUTILIZADO: 'FLUIDO_ID_REUTILIZADO',
  REPARO_ID_REUTILIZADO: 'REPARO_ID_REUTILIZADO',
  SETOR_NAO_ENCONTRADO: 'SETOR_NAO_ENCONTRADO',
  SETOR_DUPLICADO: 'SETOR_DUPLICADO',
  SETOR_EM_USO: 'SETOR_EM_USO',
  ORDEM_NAO_ENCONTRADA: 'ORDEM_NAO_ENCONTRADA',
  /** No equipment with this id in the caller's company. */
  EQUIPAMENTO_NAO_ENCONTRADO: 'EQUIPAMENTO_NAO_ENCONTRADO',
  /** The user to assign is not an active technician of the company. */
  TECNICO_INVALIDO: 'TECNICO_INVALIDO',
  /** The technician is already assigned to the order. */
  TECNICO_JA_ALOCADO: 'TECNICO_JA_ALOCADO',
  ALOCACAO_NAO_ENCONTRADA: 'ALOCACAO_NAO_ENCONTRADA',
  /** Starting, closing or cancelling an order an integration sent: its state is the ERP's. */
  ORDEM_DA_INTEGRACAO: 'ORDEM_DA_INTEGRACAO',
  /** The user named as a contract's responsável técnico has no professional registration, is inactive or cannot sign documents. */
  RESPONSAVEL_TECNICO_INVALIDO: 'RESPONSAVEL_TECNICO_INVALIDO',
  /** The technician's app: the order was cancelled meanwhile (keep the action, show it). */
  ORDEM_CANCELADA: 'ORDEM_CANCELADA',
  /** The technician's app: the technician was taken off the order meanwhile. */
  ORDEM_REATRIBUIDA: 'ORDEM_REATRIBUIDA',
  /** The technician's app: the order was already finished. */
  ORDEM_CONCLUIDA: 'ORDEM_CONCLUIDA',
  /** The technician's app: checklist, root cause or finish before the attendance started. */
  ATENDIMENTO_NAO_INICIADO: 'ATENDIMENTO_NAO_INICIADO',
  /** The technician's app: the technician already started this order (under another action id). */
  ATENDIMENTO_JA_INICIADO: 'ATENDIMENTO_JA_INICIADO',
  /** The technician's app: this action id was already used with another body or order. */
  ACAO_ID_REUTILIZADO: 'ACAO_ID_REUTILIZADO',
  /** A gas event whose gas is not the equipment's (on the event's day): change the equipment's gas first (a recorded retrofit). */
  GAS_DIFERENTE_DO_EQUIPAMENTO: 'GAS_DIFERENTE_DO_EQUIPAMENTO',
  /** A gas event on an equipment whose gas is not registered: register the equipment's gas first. */
  GAS_DO_EQUIPAMENTO_DESCONHECIDO: 'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
  /** Confirming a gas event that is not waiting for review. */
  FLUIDO_SEM_REVISAO_PENDENTE: 'FLUIDO_SEM_REVISAO_PENDENTE',
  /** Finishing lacks what the company requires for this order type; `pendencias` lists it. */
  FINALIZACAO_INCOMPLETA: 'FINALIZACAO_INCOMPLETA',
  /** The order already has the client's acceptance (under another id). */
  ACEITE_JA_REGISTRADO: 'ACEITE_JA_REGISTRADO',
  /** The client already accepted the report: its entries cannot be corrected, only added to (addenda). */
  RELATORIO_ASSINADO: 'RELATORIO_ASSINADO',
  /** No entry of the visit report with this id on the order (or it is of another kind). */
  REGISTRO_NAO_ENCONTRADO: 'REGISTRO_NAO_ENCONTRADO',
  /** No service or material with this id in the company's catalogue. */
  CATALOGO_ITEM_NAO_ENCONTRADO: 'CATALOGO_ITEM_NAO_ENCONTRADO',
  /** The catalogue already has an item of this kind with this name. */
  CATALOGO_ITEM_DUPLICADO: 'CATALOGO_ITEM_DUPLICADO',
  /** No root cause with this id in the company's catalogue (or it is deactivated). */
  CAUSA_NAO_ENCONTRADA: 'CAUSA_NAO_ENCONTRADA',
  /** The cause catalogue already has an entry with this name. */
  CAUSA_DUPLICADA: 'CAUSA_DUPLICADA',
  /** No photo (or signature) with this id on this order of the caller's company. */
  FOTO_NAO_ENCONTRADA: 'FOTO_NAO_ENCONTRADA',
  /** The visit report's link is unknown (mistyped, or never issued). */
  LINK_INVALIDO: 'LINK_INVALIDO',
  /** The visit report's link expired; the company can send a new one. */
  LINK_EXPIRADO: 'LINK_EXPIRADO',
  /** The contract already has rooms: creating them from the sectors is for its first use only. */
  AMBIENTES_EXISTENTES: 'AMBIENTES_EXISTENTES',
  /** The room is not one of the contract's. */
  AMBIENTE_NAO_ENCONTRADO: 'AMBIENTE_NAO_ENCONTRADO',
  /** A reading for a room that is not a care area (no NBR 7256 class), or with no value read. */
  LEITURA_AMBIENTE_INVALIDA: 'LEITURA_AMBIENTE_INVALIDA',
  /** A care area's parameters that contradict themselves (a band's minimum above its maximum, a pressure relation without its minimum). */
  AREA_SAUDE_INVALIDA: 'AREA_SAUDE_INVALIDA',
  /** The order named by a room's reading is not an open order of a unit serving the room (or not the technician's). */
  ORDEM_FORA_DO_AMBIENTE: 'ORDEM_FORA_DO_AMBIENTE',
  ANALISE_AR_NAO_ENCONTRADA: 'ANALISE_AR_NAO_ENCONTRADA',
  /** A lab report's PDF the PMOC cannot append (unreadable, too many pages) or one too many on the analysis. */
  LAUDO_INVALIDO: 'LAUDO_INVALIDO',
  /** Approving an order's executions by someone who is not the contract's responsável técnico. */
  APROVACAO_SOMENTE_RT: 'APROVACAO_SOMENTE_RT',
  /** Approving an order that is not concluded, has no executions, or was approved already. */
  APROVACAO_INVALIDA: 'APROVACAO_INVALIDA',
  /** No activity with this id in the company's catalogue (or in the unit's plan). */
  ATIVIDADE_NAO_ENCONTRADA: 'ATIVIDADE_NAO_ENCONTRADA',
  /** The catalogue (or the unit's plan) already has an activity with this description. */
  ATIVIDADE_DUPLICADA: 'ATIVIDADE_DUPLICADA',
  HORIMETRO_REGRESSIVO: 'HORIMETRO_REGRESSIVO',
  /** No cleaning product with this id in the company's list. */
  PRODUTO_LIMPEZA_NAO_ENCONTRADO: 'PRODUTO_LIMPEZA_NAO_ENCONTRADO',
  /** The company's list already has a cleaning product with this name. */
  PRODUTO_LIMPEZA_DUPLICADO: 'PRODUTO_LIMPEZA_DUPLICADO',
  /** No pending corrective proposal with this id in the caller's company. */
  PROPOSTA_NAO_ENCONTRADA: 'PROPOSTA_NAO_ENCONTRADA',
  /** Moving an order off a technician who already started the attendance. */
  TECNICO_EM_ATENDIMENTO: 'TECNICO_EM_ATENDIMENTO',
  /** Scheduling an order for a local time the clock has already reached. */
  HORARIO_PASSADO: 'HORARIO_PASSADO',
  /** No service request with this id in the caller's company (or client). */
  SOLICITACAO_NAO_ENCONTRADA: 'SOLICITACAO_NAO_ENCONTRADA',
  /** The request was already accepted or declined. */
  SOLICITACAO_JA_DECIDIDA: 'SOLICITACAO_JA_DECIDIDA',
  /** The unit or contract named in a request is not the client's (or does not exist). */
  SOLICITACAO_ALVO_INVALIDO: 'SOLICITACAO_ALVO_INVALIDO',
  /** The QR code's token names no unit in service (unknown, regenerated, or the unit retired). */
  QR_NAO_ENCONTRADO: 'QR_NAO_ENCONTRADO',
  /** Too many requests from this unit's QR code or from this address; `tenteNovamenteEm` says when. */
  LIMITE_SOLICITACOES: 'LIMITE_SOLICITACOES',
  /** After the acceptance, a phone write of an item the signed manifest does not list. */
  ITEM_FORA_DO_MANIFESTO: 'ITEM_FORA_DO_MANIFESTO',
  /** After the acceptance, an item of the signed manifest sent with other content. */
  ITEM_DIVERGENTE_DO_MANIFESTO: 'ITEM_DIVERGENTE_DO_MANIFESTO',
  /** The acceptance's manifest disagrees with what the server already holds. */
  MANIFESTO_DIVERGENTE: 'MANIFESTO_DIVERGENTE',
  /** No sealed report has this verification code. */
  SELO_NAO_ENCONTRADO: 'SELO_NAO_ENCONTRADO',
  /** The sealed content was eliminated at the end of its retention term; the seal's SHA-256 still checks a copy. */
  SELO_CONTEUDO_ELIMINADO: 'SELO_CONTEUDO_ELIMINADO',
  /** Too many verifications from this address; `tenteNovamenteEm` says when. */
  LIMITE_VERIFICACOES: 'LIMITE_VERIFICACOES',
  ASSINANTE_NAO_ENCONTRADO: 'ASSINANTE_NAO_ENCONTRADO',
  /** An addendum to a report that is not sealed yet. */
  RELATORIO_NAO_SELADO: 'RELATORIO_NAO_SELADO',
  /** No refused record with this id in the caller's company (or, for a technician, of theirs). */
  REGISTRO_RECUSADO_NAO_ENCONTRADO: 'REGISTRO_RECUSADO_NAO_ENCONTRADO',
  /** The refused record was already resolved (sent again, discarded or handled). */
  REGISTRO_RECUSADO_JA_RESOLVIDO: 'REGISTRO_RECUSADO_JA_RESOLVIDO',
  /** Declaring a unit's gas from the phone when the unit already has one registered. */
  GAS_JA_CADASTRADO: 'GAS_JA_CADASTRADO',
  /** Another gas is already declared for the unit and waits for the supervisor. */
  GAS_JA_DECLARADO: 'GAS_JA_DECLARADO',
  DECLARACAO_GAS_NAO_ENCONTRADA: 'DECLARACAO_GAS_NAO_ENCONTRADA',
  DECLARACAO_GAS_JA_DECIDIDA: 'DECLARACAO_GAS_JA_DECIDIDA',
  /** The order's visit report is sealed: its contract, unit, status and times are frozen. */
  ORDEM_SELADA: 'ORDEM_SELADA',
  /** No client with this id in the caller's company. */
  CLIENTE_NAO_ENCONTRADO: 'CLIENTE_NAO_ENCONTRADO',
  /** No legal hold with this id in the caller's company. */
  BLOQUEIO_NAO_ENCONTRADO: 'BLOQUEIO_NAO_ENCONTRADO',
  /** The legal hold was already lifted. */
  BLOQUEIO_JA_LIBERADO: 'BLOQUEIO_JA_LIBERADO',
  /** No refrigerant cylinder with this id in the caller's company. */
  CILINDRO_NAO_ENCONTRADO: 'CILINDRO_NAO_ENCONTRADO',
  /** The company already has a cylinder with this identification. */
  CILINDRO_DUPLICADO: 'CILINDRO_DUPLICADO',
  /** A gas event's cylinder cannot take it: another gas, inactive, another purpose, or not the company's; `motivo` says which. */
  CILINDRO_INVALIDO: 'CILINDRO_INVALIDO',
} as const;
export type FieldServiceErrorCode =
  (typeof FieldServiceErrorCode)[keyof typeof FieldServiceErrorCode];

export const RGM_STATES = ['rascunho', 'liberado', 'enviado'] as const;
export type RgmState = (typeof RGM_STATES)[number];

/** `PUT /api/fs/contratos/:id/responsavel-tecnico`: who signs the contract's PMOC, and its ART/TRT. */
export interface ContractTechnicalLeadInput {
  /** A user marked as responsável técnico (with a CREA/CFT registration); null clears. */
  usuarioId: string | null;
  /** ART/TRT number of the contract. */
  art: string | null;
  /** The ART/TRT's last valid day (`YYYY-MM-DD`); null: not informed; missing: unchanged. */
  artValidade?: string | null;
}

/** The contract's responsável técnico as `GET/PUT /api/fs/contratos/:id/responsavel-tecnico` answer it. */
export interface ContractTechnicalLead extends ContractTechnicalLeadInput {
  contratoId: string;
  codigo: string;
  /** The user's name, or the text the ERP sent when no user is named. */
  nome: string | null;
  /** The user's registration, or the text the ERP sent when no user is named. */
  registro: string | null;
  artValidade: string | null;
  /** The ART/TRT's PDF (a stored file), or null: not uploaded. */
  artArquivoId: string | null;
}

/** `POST /api/fs/ordens/:id/aprovacao-rt`: the RT's approval of the order's executions. */
export interface ExecutionApproval {
  ordemServicoId: string;
  /** The RT's name and council registration at the approval. */
  aprovadoPor: string;
  registro: string;
  aprovadoEm: string;
  /** How many activity executions of the order it approved. */
  execucoes: number;
}

/** `POST /api/fs/pmoc/gerar`: the PMOC of one contract and year. */
export interface GeneratePmocRequest {
  contratoId?: string;
  /** Refused: a PMOC is per contract (kept so the answer says so). */
  consolidado?: boolean;
  ano: number;
}

/** `POST /api/fs/rgm`: one contract, or the whole company with `consolidado: true`. Dates YYYY-MM-DD, inclusive. */
export interface CreateRgmRequest {
  contratoId?: string;
  consolidado?: boolean;
  inicio: string;
  fim: string;
}
