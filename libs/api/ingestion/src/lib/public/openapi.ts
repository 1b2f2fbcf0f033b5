import { IngestionErrorCode, MAX_ROWS_PER_REQUEST } from '@campo/contracts';
import { webhooksOpenApi } from '../docs/webhook-docs';
import type {
  EntityDefinition,
  EntityRegistry,
  FieldDefinition,
} from '../registry/entity-registry';

/**
 * The OpenAPI 3.1 document of the public ingestion API, generated from the
 * entity registry (the same one that validates), so it cannot drift.
 */
export function buildOpenApi(registry: EntityRegistry) {
  const paths: Record<string, unknown> = {
    '/api/ingestao-pub/entidades': {
      get: {
        summary: 'Descoberta: entidades do escopo do token e seus campos',
        operationId: 'descobrir',
        responses: {
          200: {
            description: 'Token, limite de linhas e entidades',
            content: json({ $ref: '#/components/schemas/Descoberta' }),
          },
          ...authErrors(),
        },
      },
    },
  };
  for (const entity of registry.all()) {
    const body = {
      required: true,
      content: json({ $ref: `#/components/schemas/Lote_${entity.nome}` }),
    };
    const responses = {
      200: {
        description: 'Lote processado (veja `recusadas`)',
        content: json({ $ref: '#/components/schemas/RespostaLote' }),
      },
      ...authErrors(),
      ...bodyErrors(),
    };
    paths[`/api/ingestao-pub/${entity.nome}/preview`] = {
      post: {
        summary: `Prévia de ${entity.rotulo} (não grava nada)`,
        operationId: `previa_${entity.nome}`,
        requestBody: body,
        responses,
      },
    };
    paths[`/api/ingestao-pub/${entity.nome}`] = {
      post: {
        summary: `Gravar ${entity.rotulo}`,
        description: entity.descricao,
        operationId: `gravar_${entity.nome}`,
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 200 },
            description:
              'Mesma chave e mesmo corpo em 24 h devolvem a primeira resposta sem gravar de novo.',
          },
        ],
        requestBody: body,
        responses: {
          ...responses,
          422: errorResponse(
            'CHAVE_IDEMPOTENCIA_REUTILIZADA: mesma Idempotency-Key com outro corpo',
          ),
        },
      },
    };
  }
  const events = webhooksOpenApi();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campo — API de ingestão',
      version: '1',
      description:
        'API só de escrita para envio de lotes de até 500 linhas por entidade. Fluxo: descoberta → prévia → gravação. ' +
        'Guia completo: docs/integracao.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    webhooks: events.webhooks,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Token de ingestão (ing_...)' },
      },
      schemas: {
        ...Object.fromEntries(
          registry.all().map((entity) => [`Lote_${entity.nome}`, batchSchema(entity)]),
        ),
        Erro: {
          type: 'object',
          required: ['sucesso', 'codigo', 'erro'],
          properties: {
            sucesso: { const: false },
            codigo: {
              type: 'string',
              enum: [
                ...Object.values(IngestionErrorCode),
                'CORPO_INVALIDO',
                'CORPO_GRANDE_DEMAIS',
                'TIPO_DE_CONTEUDO_INVALIDO',
                'LIMITE_DE_REQUISICOES',
                'ROTA_NAO_ENCONTRADA',
                'ERRO_INTERNO',
              ],
            },
            erro: { type: 'string' },
          },
        },
        ResultadoLinha: {
          type: 'object',
          required: ['linha', 'status'],
          properties: {
            linha: { type: 'integer', minimum: 1 },
            status: { type: 'string', enum: ['OK', 'ERRO', 'DUPLICADO'] },
            id: { type: 'string', format: 'uuid' },
            acao: { type: 'string', enum: ['CRIADO', 'ATUALIZADO', 'INALTERADO'] },
            aviso: { type: 'string' },
            erros: { type: 'array', items: { type: 'string' } },
          },
        },
        RespostaLote: {
          type: 'object',
          properties: {
            sucesso: { const: true },
            mensagem: { type: 'string' },
            dados: {
              type: 'object',
              properties: {
                entidade: { type: 'string' },
                modo: { type: 'string', enum: ['UPSERT', 'INSERT'] },
                preview: { type: 'boolean' },
                loteId: { type: 'string', format: 'uuid' },
                totalLinhas: { type: 'integer' },
                gravadas: { type: 'integer' },
                recusadas: { type: 'integer' },
                duplicadas: { type: 'integer' },
                resultados: {
                  type: 'array',
                  items: { $ref: '#/components/schemas/ResultadoLinha' },
                },
              },
            },
          },
        },
        ...events.schemas,
        Descoberta: {
          type: 'object',
          properties: {
            sucesso: { const: true },
            dados: {
              type: 'object',
              properties: {
                token: {
                  type: 'object',
                  properties: {
                    nome: { type: 'string' },
                    prefixo: { type: 'string' },
                    modo: { type: 'string' },
                  },
                },
                maxLinhasPorRequisicao: { type: 'integer', const: MAX_ROWS_PER_REQUEST },
                entidades: { type: 'array', items: { type: 'object' } },
              },
            },
          },
        },
      },
    },
  };
}

function batchSchema(entity: EntityDefinition) {
  return {
    type: 'object',
    required: ['linhas'],
    properties: {
      linhas: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_ROWS_PER_REQUEST,
        items: {
          type: 'object',
          required: entity.fields.filter((field) => field.obrigatorio).map((field) => field.campo),
          properties: Object.fromEntries(
            entity.fields.map((field) => [field.campo, fieldSchema(field)]),
          ),
        },
      },
    },
  };
}

function fieldSchema(field: FieldDefinition) {
  const base = { title: field.rotulo, description: field.descricao, examples: [field.exemplo] };
  switch (field.tipo) {
    case 'inteiro':
    case 'decimal':
      return {
        ...base,
        type: ['number', 'string'],
        ...(field.minimo !== undefined ? { minimum: field.minimo } : {}),
        ...(field.maximo !== undefined ? { maximum: field.maximo } : {}),
      };
    case 'simNao':
      return { ...base, type: ['boolean', 'string'] };
    case 'enum':
      return { ...base, type: 'string', 'x-valores': field.valores };
    default:
      return {
        ...base,
        type: 'string',
        ...(field.tamanhoMaximo ? { maxLength: field.tamanhoMaximo } : {}),
        ...(field.prefixoReservado ? { 'x-prefixoReservado': field.prefixoReservado } : {}),
      };
  }
}

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

function errorResponse(description: string) {
  return { description, content: json({ $ref: '#/components/schemas/Erro' }) };
}

function authErrors() {
  return {
    401: errorResponse(
      'TOKEN_AUSENTE, TOKEN_INVALIDO, TOKEN_REVOGADO, TOKEN_INATIVO, TOKEN_EXPIRADO, TOKEN_SEM_ESCOPO',
    ),
    403: errorResponse('ENTIDADE_FORA_DO_ESCOPO (traz entidadesDoToken)'),
    404: errorResponse('ENTIDADE_DESCONHECIDA (traz entidadesExistentes)'),
    429: errorResponse('LIMITE_DE_REQUISICOES: 60 por minuto por token; veja Retry-After'),
    500: errorResponse('ERRO_INTERNO: seguro repetir em modo UPSERT'),
  };
}

function bodyErrors() {
  return {
    400: errorResponse('CORPO_INVALIDO, LOTE_VAZIO'),
    413: errorResponse(
      'LOTE_GRANDE_DEMAIS (traz maximo e recebidas) ou CORPO_GRANDE_DEMAIS (mais de 10 MiB)',
    ),
    415: errorResponse('TIPO_DE_CONTEUDO_INVALIDO: use Content-Type: application/json'),
  };
}
