// GERADO a partir do registro de entidades (npm run sdk:tipos). Não edite à mão.

/** Incidente de segurança da informação (`incidente_seguranca`). */
export interface LinhaIncidenteSeguranca {
  /** Código — obrigatório — Identificador do incidente no sistema de origem. Máximo de 60 caracteres. Exemplo: INC-2026-0042 */
  codigo: string;
  /** Tipo — obrigatório — Propriedade da informação violada (não o vetor de ataque: "Ransomware" ou "Vazamento de dados" não são tipos). Valores aceitos: Confidencialidade, Integridade, Disponibilidade. Exemplo: Confidencialidade */
  tipo: 'Confidencialidade' | 'Integridade' | 'Disponibilidade';
  /** Título — Resumo do incidente. Máximo de 200 caracteres. Exemplo: Acesso indevido a pasta de RH */
  titulo?: string | null;
  /** Descrição — Descrição detalhada. Máximo de 4000 caracteres. Exemplo: Usuário externo acessou a pasta compartilhada. */
  descricao?: string | null;
  /** Severidade — Gravidade do incidente. Valores aceitos: Baixa, Média, Alta, Crítica. Exemplo: Alta */
  severidade?: 'Baixa' | 'Média' | 'Alta' | 'Crítica' | null;
  /** Data de detecção — Quando o incidente foi detectado. Data e hora DD/MM/AAAA HH:mm[:ss] no fuso da empresa, ou ISO 8601. Exemplo: 21/11/2026 14:30 */
  dataDeteccao?: string | Date | null;
  /** Status — Situação do tratamento. Valores aceitos: Aberto, Em análise, Contido, Resolvido, Encerrado. Exemplo: Encerrado */
  status?: 'Aberto' | 'Em análise' | 'Contido' | 'Resolvido' | 'Encerrado' | null;
  /** Ativo afetado — Código do ativo de informação afetado. Máximo de 60 caracteres. Se não for encontrado (ativo_informacao.codigo), o registro é gravado sem o vínculo, com aviso. Exemplo: SRV-ARQ-01 */
  ativoAfetado?: string | null;
  /** Dados pessoais envolvidos — Se dados pessoais (LGPD) foram envolvidos. Sim ou Não (também S/N, true/false, 1/0). Exemplo: Sim */
  dadosPessoaisEnvolvidos?: boolean | 'Sim' | 'Não' | null;
  /** Causa raiz — Causa raiz identificada. Máximo de 2000 caracteres. Exemplo: Permissão de compartilhamento aberta */
  rootCause?: string | null;
  /** Responsável — E-mail do responsável pelo tratamento. Endereço de e-mail. Máximo de 320 caracteres. Se não for encontrado (e-mail de um usuário da empresa), o registro é gravado sem o vínculo, com aviso. Exemplo: admin@demo.local */
  responsavel?: string | null;
}

/** Ativo de informação (`ativo_informacao`). */
export interface LinhaAtivoInformacao {
  /** Código — obrigatório — Identificador do ativo. Máximo de 60 caracteres. Exemplo: SRV-ARQ-01 */
  codigo: string;
  /** Nome — obrigatório — Nome do ativo. Máximo de 200 caracteres. Exemplo: Servidor de arquivos */
  nome: string;
  /** Tipo — Natureza do ativo. Valores aceitos: Hardware, Software, Dados, Serviço, Pessoas, Instalação. Exemplo: Hardware */
  tipo?: 'Hardware' | 'Software' | 'Dados' | 'Serviço' | 'Pessoas' | 'Instalação' | null;
  /** Classificação — Classificação da informação. Valores aceitos: Pública, Interna, Confidencial, Restrita. Exemplo: Confidencial */
  classificacao?: 'Pública' | 'Interna' | 'Confidencial' | 'Restrita' | null;
  /** Proprietário — E-mail do proprietário do ativo. Endereço de e-mail. Máximo de 320 caracteres. Se não for encontrado (e-mail de um usuário da empresa), o registro é gravado sem o vínculo, com aviso. Exemplo: admin@demo.local */
  proprietario?: string | null;
  /** Localização — Onde o ativo está. Máximo de 200 caracteres. Exemplo: Datacenter SP */
  localizacao?: string | null;
  /** Criticidade — Criticidade para o negócio. Valores aceitos: Baixa, Média, Alta, Crítica. Exemplo: Alta */
  criticidade?: 'Baixa' | 'Média' | 'Alta' | 'Crítica' | null;
  /** Descrição — Descrição do ativo. Máximo de 4000 caracteres. Exemplo: Servidor Windows com compartilhamentos. */
  descricao?: string | null;
}

/** Risco corporativo (`risco_corporativo`). */
export interface LinhaRiscoCorporativo {
  /** Código — obrigatório — Identificador do risco. Máximo de 60 caracteres. Exemplo: RSK-007 */
  codigo: string;
  /** Título — obrigatório — Nome do risco. Máximo de 200 caracteres. Exemplo: Falha no fornecimento de energia */
  titulo: string;
  /** Descrição — Descrição do risco. Máximo de 4000 caracteres. Exemplo: Interrupção prolongada do fornecimento. */
  descricao?: string | null;
  /** Categoria — Categoria do risco. Valores aceitos: Estratégico, Operacional, Financeiro, Conformidade, Tecnológico, Socioambiental. Exemplo: Operacional */
  categoria?:
    | 'Estratégico'
    | 'Operacional'
    | 'Financeiro'
    | 'Conformidade'
    | 'Tecnológico'
    | 'Socioambiental'
    | null;
  /** Probabilidade — Probabilidade de 1 (rara) a 5 (quase certa). Número inteiro. De 1 a 5. Exemplo: 3 */
  probabilidade?: number | string | null;
  /** Impacto — Impacto de 1 (insignificante) a 5 (catastrófico). Número inteiro. De 1 a 5. Exemplo: 4 */
  impacto?: number | string | null;
  /** Responsável — E-mail do responsável pelo risco. Endereço de e-mail. Máximo de 320 caracteres. Se não for encontrado (e-mail de um usuário da empresa), o registro é gravado sem o vínculo, com aviso. Exemplo: admin@demo.local */
  responsavel?: string | null;
  /** Status — Situação do risco. Valores aceitos: Identificado, Em tratamento, Mitigado, Aceito, Encerrado. Exemplo: Em tratamento */
  status?: 'Identificado' | 'Em tratamento' | 'Mitigado' | 'Aceito' | 'Encerrado' | null;
  /** Data de identificação — Quando o risco foi identificado. Data DD/MM/AAAA (ou AAAA-MM-DD). Exemplo: 15/03/2026 */
  dataIdentificacao?: string | Date | null;
}

/** Consumo de energia (`consumo_energia`). */
export interface LinhaConsumoEnergia {
  /** Unidade consumidora — obrigatório — Código da unidade consumidora. Máximo de 60 caracteres. Exemplo: UC-0001234 */
  unidade: string;
  /** Competência — obrigatório — Mês de referência do consumo. Mês de referência MM/AAAA (ou AAAA-MM). Exemplo: 10/2026 */
  competencia: string;
  /** Consumo (kWh) — obrigatório — Energia consumida no mês, em kWh. Número; em texto, vírgula é o separador decimal ("1.234,5"). Exemplo: 15234,5 */
  consumoKwh: number | string;
  /** Custo (R$) — Valor da fatura em reais. Número; em texto, vírgula é o separador decimal ("1.234,5"). Exemplo: 12.480,90 */
  custo?: number | string | null;
  /** Demanda (kW) — Demanda medida, em kW. Número; em texto, vírgula é o separador decimal ("1.234,5"). Exemplo: 120 */
  demandaKw?: number | string | null;
  /** Fonte — Origem da energia. Valores aceitos: Rede, Solar, Gerador, Mercado livre. Exemplo: Rede */
  fonte?: 'Rede' | 'Solar' | 'Gerador' | 'Mercado livre' | null;
  /** Medidor — Identificação do medidor. Máximo de 60 caracteres. Exemplo: MED-998877 */
  medidor?: string | null;
  /** Observação — Observações. Máximo de 2000 caracteres. Exemplo: Leitura estimada */
  observacao?: string | null;
}

/** Emissão de gases de efeito estufa (`emissao`). */
export interface LinhaEmissao {
  /** Código — obrigatório — Identificador do registro de emissão. Máximo de 60 caracteres. Exemplo: EM-2026-10-001 */
  codigo: string;
  /** Competência — obrigatório — Mês de referência. Mês de referência MM/AAAA (ou AAAA-MM). Exemplo: 10/2026 */
  competencia: string;
  /** Escopo — obrigatório — Escopo do GHG Protocol. Valores aceitos: Escopo 1, Escopo 2, Escopo 3. Exemplo: Escopo 1 */
  escopo: 'Escopo 1' | 'Escopo 2' | 'Escopo 3';
  /** Fonte — obrigatório — Fonte emissora. Máximo de 200 caracteres. Exemplo: Frota própria - diesel */
  fonte: string;
  /** Categoria — Categoria da emissão. Máximo de 200 caracteres. Exemplo: Combustão móvel */
  categoria?: string | null;
  /** Quantidade — Quantidade da atividade (na unidade de medida). Número; em texto, vírgula é o separador decimal ("1.234,5"). Exemplo: 1250,5 */
  quantidade?: number | string | null;
  /** Unidade de medida — Unidade da quantidade (L, kWh, kg, km...). Máximo de 30 caracteres. Exemplo: L */
  unidadeMedida?: string | null;
  /** tCO2e — obrigatório — Emissão em toneladas de CO2 equivalente. Número; em texto, vírgula é o separador decimal ("1.234,5"). Exemplo: 3,35 */
  tco2e: number | string;
  /** Metodologia — Metodologia ou fator de emissão usado. Máximo de 500 caracteres. Exemplo: GHG Protocol 2026 */
  metodologia?: string | null;
}

/** Cliente (`cliente`). */
export interface LinhaCliente {
  /** Código — obrigatório — Identificador do cliente no ERP. Máximo de 60 caracteres. Exemplo: CLI-001 */
  codigo: string;
  /** Nome — obrigatório — Razão social ou nome. Máximo de 200 caracteres. Exemplo: Hospital Boa Saúde */
  nome: string;
  /** CNPJ — CNPJ do cliente. CNPJ com ou sem pontuação; os dígitos verificadores são conferidos. Exemplo: 11.222.333/0001-81 */
  cnpj?: string | null;
  /** E-mail — E-mail de contato. Endereço de e-mail. Máximo de 320 caracteres. Exemplo: manutencao@boasaude.com.br */
  email?: string | null;
  /** Telefone — Telefone de contato. Máximo de 30 caracteres. Exemplo: (11) 3333-4444 */
  telefone?: string | null;
  /** Endereço — Logradouro (rua, avenida); o número, o complemento e o bairro vão nos campos próprios. Máximo de 300 caracteres. Exemplo: Av. Paulista, 1000 */
  endereco?: string | null;
  /** Número — Número no logradouro (ou "s/n"). Máximo de 20 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: 1000 */
  numero?: string | null;
  /** Complemento — Complemento do endereço. Máximo de 100 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Bloco B, 3º andar */
  complemento?: string | null;
  /** Bairro — Bairro. Máximo de 100 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Bela Vista */
  bairro?: string | null;
  /** Cidade — Cidade. Máximo de 100 caracteres. Exemplo: São Paulo */
  cidade?: string | null;
  /** UF — Unidade federativa (sigla). Valores aceitos: AC, AL, AP, AM, BA, CE, DF, ES, GO, MA, MT, MS, MG, PA, PB, PR, PE, PI, RJ, RN, RS, RO, RR, SC, SP, SE, TO. Exemplo: SP */
  uf?:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO'
    | null;
  /** CEP — CEP do endereço. CEP 00000-000 ou só os 8 dígitos; gravado como 00000-000. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: 01310-100 */
  cep?: string | null;
}

/** Contrato (`contrato`). */
export interface LinhaContrato {
  /** Código — obrigatório — Identificador do contrato. Máximo de 60 caracteres. Exemplo: CT-2026-010 */
  codigo: string;
  /** Cliente — obrigatório — Código do cliente do contrato. Máximo de 60 caracteres. Deve existir (cliente.codigo); se não existir, a linha é recusada. Exemplo: CLI-001 */
  cliente: string;
  /** Descrição — Objeto do contrato. Máximo de 2000 caracteres. Exemplo: Manutenção preventiva e corretiva de climatização */
  descricao?: string | null;
  /** Início — Início da vigência. Data DD/MM/AAAA (ou AAAA-MM-DD). Exemplo: 01/01/2026 */
  inicio?: string | Date | null;
  /** Fim — Fim da vigência. Data DD/MM/AAAA (ou AAAA-MM-DD). Exemplo: 31/12/2026 */
  fim?: string | Date | null;
  /** SLA de atendimento (h) — Meta, em horas, da abertura ao início do atendimento. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 8760. Exemplo: 4 */
  slaAtendimentoHoras?: number | string | null;
  /** SLA de solução (h) — Meta, em horas, da abertura à conclusão. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 8760. Exemplo: 24 */
  slaSolucaoHoras?: number | string | null;
  /** Dia de fechamento do RGM — Dia do mês em que o RGM do mês anterior é fechado automaticamente (ajustado ao fim do mês). Número inteiro. De 1 a 31. Exemplo: 5 */
  diaFechamentoRgm?: number | string | null;
  /** E-mails do RGM — Destinatários do RGM, separados por vírgula. Máximo de 2000 caracteres. Exemplo: gestor@cliente.com.br, fiscal@cliente.com.br */
  emailsRgm?: string | null;
  /** Responsável técnico — Nome do responsável técnico (PMOC). Máximo de 200 caracteres. Exemplo: Eng. Maria Souza */
  responsavelTecnico?: string | null;
  /** Registro do responsável — Registro no conselho (CREA/CFT). Máximo de 60 caracteres. Exemplo: CREA-SP 5061234567 */
  registroResponsavel?: string | null;
  /** ART — Número da ART/TRT. Máximo de 60 caracteres. Exemplo: 28027230201234567 */
  art?: string | null;
  /** Edifício — Nome do imóvel (edifício) atendido pelo contrato, como o PMOC o identifica. O endereço abaixo é o do imóvel; sem ele, vale o do cliente. Máximo de 200 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Hospital Boa Saúde — Bloco principal */
  edificio?: string | null;
  /** Logradouro — Logradouro do imóvel atendido (rua, avenida). Máximo de 300 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Rua Vergueiro */
  logradouro?: string | null;
  /** Número — Número do imóvel no logradouro (ou "s/n"). Máximo de 20 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: 1421 */
  numero?: string | null;
  /** Complemento — Complemento do endereço do imóvel. Máximo de 100 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Bloco A */
  complemento?: string | null;
  /** Bairro — Bairro do imóvel. Máximo de 100 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: Paraíso */
  bairro?: string | null;
  /** Cidade — Cidade do imóvel. Máximo de 100 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: São Paulo */
  cidade?: string | null;
  /** UF — Unidade federativa do imóvel (sigla). Valores aceitos: AC, AL, AP, AM, BA, CE, DF, ES, GO, MA, MT, MS, MG, PA, PB, PR, PE, PI, RJ, RN, RS, RO, RR, SC, SP, SE, TO. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: SP */
  uf?:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO'
    | null;
  /** CEP — CEP do imóvel. CEP 00000-000 ou só os 8 dígitos; gravado como 00000-000. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: 04101-300 */
  cep?: string | null;
}

/** Equipamento (`equipamento`). */
export interface LinhaEquipamento {
  /** Código (TAG) — obrigatório — TAG do equipamento. Máximo de 60 caracteres. Exemplo: AC-3A-012 */
  codigo: string;
  /** Contrato — obrigatório — Código do contrato que cobre o equipamento. Máximo de 60 caracteres. Deve existir (contrato.codigo); se não existir, a linha é recusada. Exemplo: CT-2026-010 */
  contrato: string;
  /** Setor — obrigatório — Setor onde o equipamento está. Máximo de 120 caracteres. Exemplo: UTI Adulto */
  setor: string;
  /** Descrição — Descrição do equipamento. Máximo de 500 caracteres. Exemplo: Split hi-wall 24.000 BTU */
  descricao?: string | null;
  /** Tipo — Tipo de equipamento. Valores aceitos: Split, Cassete, Piso-teto, Self contained, Chiller, Fan coil, VRF, Janela, Outro. Exemplo: Split */
  tipo?:
    | 'Split'
    | 'Cassete'
    | 'Piso-teto'
    | 'Self contained'
    | 'Chiller'
    | 'Fan coil'
    | 'VRF'
    | 'Janela'
    | 'Outro'
    | null;
  /** Fabricante — Fabricante. Máximo de 100 caracteres. Exemplo: Daikin */
  fabricante?: string | null;
  /** Modelo — Modelo. Máximo de 100 caracteres. Exemplo: FTKP24 */
  modelo?: string | null;
  /** Número de série — Número de série. Máximo de 100 caracteres. Exemplo: SN123456 */
  numeroSerie?: string | null;
  /** Capacidade (BTU/h) — Capacidade de refrigeração em BTU/h. Número inteiro. De 0 a 100000000. Exemplo: 24000 */
  capacidadeBtu?: number | string | null;
  /** Tipo de gás — Fluido refrigerante do catálogo de gases; grafias como R410A ou HFC-410A são gravadas como R-410A. Eventos de gás com outro fluido são recusados; mudar o gás de um equipamento fica registrado como troca de gás (histórico do equipamento). Valores aceitos: R-134a, R-22, R-290, R-32, R-404A, R-407C, R-410A. Exemplo: R-410A */
  tipoGas?: 'R-134a' | 'R-22' | 'R-290' | 'R-32' | 'R-404A' | 'R-407C' | 'R-410A' | null;
  /** Carga de gás (kg) — Carga nominal de fluido, em kg. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 10000. Exemplo: 1,45 */
  cargaGasKg?: number | string | null;
  /** Localização — Localização detalhada. Máximo de 200 caracteres. Exemplo: Bloco A, 3º andar, sala 312 */
  localizacao?: string | null;
  /** Periodicidade — Periodicidade da manutenção preventiva (código). Valores aceitos: D, 2D, SM, QZ, MS, BM, TR, QD, SE, AN, H, PT. Exemplo: MS */
  periodicidade?:
    'D' | '2D' | 'SM' | 'QZ' | 'MS' | 'BM' | 'TR' | 'QD' | 'SE' | 'AN' | 'H' | 'PT' | null;
  /** Última preventiva — Data da última manutenção preventiva. Data DD/MM/AAAA (ou AAAA-MM-DD). Exemplo: 10/10/2026 */
  ultimaPreventiva?: string | Date | null;
  /** Ambiente — Código do ambiente climatizado (cadastro ambiente) do mesmo contrato que o equipamento atende. Um código que o contrato ainda não tem fica gravado e passa a valer quando o ambiente for cadastrado. Máximo de 60 caracteres. Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido. Exemplo: AMB-01 */
  ambiente?: string | null;
}

/** Ordem de serviço (`ordem_servico`). */
export interface LinhaOrdemServico {
  /** Código — obrigatório — Número da OS. Máximo de 60 caracteres. Não pode começar com "APP-" (prefixo reservado aos códigos gerados pelo aplicativo); a linha é recusada. Exemplo: OS-2026-1001 */
  codigo: string;
  /** Contrato — obrigatório — Código do contrato. Máximo de 60 caracteres. Deve existir (contrato.codigo); se não existir, a linha é recusada. Exemplo: CT-2026-010 */
  contrato: string;
  /** Equipamento — TAG do equipamento atendido. Máximo de 60 caracteres. Se não for encontrado (equipamento.codigo), o registro é gravado sem o vínculo, com aviso. Exemplo: AC-3A-012 */
  equipamento?: string | null;
  /** Tipo — obrigatório — Natureza da OS. Valores aceitos: Corretiva, Preventiva, Instalação, Outro. Exemplo: Corretiva */
  tipo: 'Corretiva' | 'Preventiva' | 'Instalação' | 'Outro';
  /** Abertura — obrigatório — Quando a OS foi aberta. Data e hora DD/MM/AAAA HH:mm[:ss] no fuso da empresa, ou ISO 8601. Exemplo: 03/11/2026 08:15 */
  abertura: string | Date;
  /** Início do atendimento — Quando o técnico começou o atendimento. Data e hora DD/MM/AAAA HH:mm[:ss] no fuso da empresa, ou ISO 8601. Exemplo: 03/11/2026 10:00 */
  inicioAtendimento?: string | Date | null;
  /** Fim do atendimento — Quando o atendimento terminou. Data e hora DD/MM/AAAA HH:mm[:ss] no fuso da empresa, ou ISO 8601. Exemplo: 03/11/2026 12:30 */
  fimAtendimento?: string | Date | null;
  /** Status — Situação da OS. Valores aceitos: Aberta, Em atendimento, Concluída, Cancelada. Exemplo: Concluída */
  status?: 'Aberta' | 'Em atendimento' | 'Concluída' | 'Cancelada' | null;
  /** Técnico — E-mail do técnico responsável. Endereço de e-mail. Máximo de 320 caracteres. Se não for encontrado (e-mail de um usuário da empresa), o registro é gravado sem o vínculo, com aviso. Exemplo: tecnico@demo.local */
  tecnico?: string | null;
  /** Causa raiz — Causa raiz da falha. Máximo de 500 caracteres. Exemplo: Filtro obstruído */
  causaRaiz?: string | null;
  /** Km — Quilômetros rodados no atendimento. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 100000. Exemplo: 18,5 */
  km?: number | string | null;
  /** Descrição — Descrição do serviço. Máximo de 4000 caracteres. Exemplo: Equipamento não gela */
  descricao?: string | null;
}

/** Ambiente climatizado (`ambiente`). */
export interface LinhaAmbiente {
  /** Contrato — obrigatório — Código do contrato do imóvel onde fica o ambiente. Máximo de 60 caracteres. Deve existir (contrato.codigo); se não existir, a linha é recusada. Exemplo: CT-2026-010 */
  contrato: string;
  /** Código — obrigatório — Identificador do ambiente dentro do contrato. Máximo de 60 caracteres. Exemplo: AMB-01 */
  codigo: string;
  /** Nome — obrigatório — Nome do ambiente. Máximo de 200 caracteres. Exemplo: Centro cirúrgico */
  nome: string;
  /** Atividade — Atividade exercida no ambiente. Máximo de 200 caracteres. Exemplo: Procedimentos cirúrgicos */
  atividade?: string | null;
  /** Área (m²) — Área climatizada, em metros quadrados. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 1000000. Exemplo: 120,5 */
  areaM2?: number | string | null;
  /** Ocupantes fixos — Número de ocupantes fixos. Número inteiro. De 0 a 100000. Exemplo: 8 */
  ocupantesFixos?: number | string | null;
  /** Ocupantes flutuantes — Número de ocupantes flutuantes (visitantes, pacientes em trânsito). Número inteiro. De 0 a 100000. Exemplo: 4 */
  ocupantesFlutuantes?: number | string | null;
  /** Carga térmica (kW) — Carga térmica do ambiente, em kW de refrigeração (1 kW = 3.412 BTU/h; 1 TR = 3,517 kW). Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 1000000. Exemplo: 35,2 */
  cargaTermicaKw?: number | string | null;
  /** Vazão de ar exterior (m³/h) — Vazão de ar exterior (renovação) que o ambiente recebe, em m³/h. Número; em texto, vírgula é o separador decimal ("1.234,5"). De 0 a 10000000. Exemplo: 1080 */
  vazaoArExteriorM3h?: number | string | null;
}

/** The row type of each entity, by its name in the path. */
export interface LinhasPorEntidade {
  incidente_seguranca: LinhaIncidenteSeguranca;
  ativo_informacao: LinhaAtivoInformacao;
  risco_corporativo: LinhaRiscoCorporativo;
  consumo_energia: LinhaConsumoEnergia;
  emissao: LinhaEmissao;
  cliente: LinhaCliente;
  contrato: LinhaContrato;
  equipamento: LinhaEquipamento;
  ordem_servico: LinhaOrdemServico;
  ambiente: LinhaAmbiente;
}
