import { CORPORATE_ENTITIES } from '../entities';
import { EntityRegistry } from '../registry/entity-registry';
import { compileRowValidator } from './row-validator';

const registry = new EntityRegistry(CORPORATE_ENTITIES);
const incident = registry.get('incidente_seguranca')!;
const validate = compileRowValidator(incident);
const TZ = 'America/Sao_Paulo';
const valueOf = (result: { values: unknown[] }, campo: string) =>
  result.values[incident.fields.findIndex((field) => field.campo === campo)];

describe('compiled row validator', () => {
  it('accepts a full row and stores internal values', () => {
    const result = validate(
      {
        codigo: ' INC-1 ',
        tipo: 'confidencialidade',
        severidade: 'ALTA',
        status: 'Em Analise',
        dataDeteccao: '21/11/2026 14:30',
        dadosPessoaisEnvolvidos: 'Não',
      },
      TZ,
    );
    expect(result.errors).toEqual([]);
    expect(valueOf(result, 'codigo')).toBe('INC-1');
    expect(valueOf(result, 'tipo')).toBe('CONFIDENCIALIDADE');
    expect(valueOf(result, 'severidade')).toBe('ALTA');
    expect(valueOf(result, 'status')).toBe('EM_ANALISE');
    expect(valueOf(result, 'dataDeteccao')).toBe('2026-11-21T17:30:00.000Z');
    expect(valueOf(result, 'dadosPessoaisEnvolvidos')).toBe(false);
    expect(valueOf(result, 'titulo')).toBeNull();
  });

  it('refuses attack vectors as tipo and lists the valid options', () => {
    for (const tipo of ['Ransomware', 'Vazamento de dados']) {
      const result = validate({ codigo: 'X', tipo }, TZ);
      expect(result.errors).toEqual([
        `tipo: valor "${tipo}" não reconhecido. Valores aceitos: Confidencialidade, Integridade, Disponibilidade.`,
      ]);
    }
  });

  it('accepts synonyms ignoring case and accents', () => {
    expect(valueOf(validate({ codigo: 'X', tipo: 'indisponibilidade' }, TZ), 'tipo')).toBe(
      'DISPONIBILIDADE',
    );
    expect(
      valueOf(validate({ codigo: 'X', tipo: 'D', severidade: 'critica' }, TZ), 'severidade'),
    ).toBe('CRITICA');
  });

  it('treats empty string, null and a missing key alike', () => {
    for (const codigo of ['', '   ', null, undefined]) {
      expect(validate({ codigo, tipo: 'Integridade' }, TZ).errors).toEqual([
        'codigo: campo obrigatório ausente.',
      ]);
    }
  });

  it('ignores unknown keys with a warning, and points from a rótulo to its campo', () => {
    const ok = validate({ codigo: 'X', tipo: 'Integridade', cor: 'azul', Severidade: 'Alta' }, TZ);
    expect(ok.errors).toEqual([]);
    expect(ok.warnings).toEqual([
      'campo "cor" desconhecido, ignorado.',
      '"Severidade" é o rótulo de um campo; use a chave "severidade". O valor foi ignorado.',
    ]);
    expect(valueOf(ok, 'severidade')).toBeNull();

    const refused = validate({ Código: 'X', tipo: 'Integridade' }, TZ);
    expect(refused.errors).toEqual([
      'codigo: campo obrigatório ausente.',
      '"Código" é o rótulo de um campo; use a chave "codigo". O valor foi ignorado.',
    ]);
  });

  it('never reads id or empresaId from a row', () => {
    const result = validate(
      JSON.parse(
        '{"codigo":"X","tipo":"Integridade","id":"x","empresaId":"y","__proto__":{"a":1}}',
      ),
      TZ,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(3);
  });

  it('refuses text over the maximum length and non-text values', () => {
    const result = validate(
      { codigo: 'X', tipo: 'Integridade', titulo: 'a'.repeat(201), descricao: { a: 1 } },
      TZ,
    );
    expect(result.errors).toEqual([
      'titulo: excede o tamanho máximo de 200 caracteres (recebidos 201).',
      'descricao: deve ser um texto.',
    ]);
  });

  it('checks integer bounds and decimals', () => {
    const risk = compileRowValidator(registry.get('risco_corporativo')!);
    expect(risk({ codigo: 'R', titulo: 'T', probabilidade: '6', impacto: 2.5 }, TZ).errors).toEqual(
      [
        'probabilidade: deve ser no máximo 5 (recebido 6).',
        'impacto: deve ser um número inteiro (recebido 2.5).',
      ],
    );
  });

  it('builds every entity of the registry without ambiguous synonyms', () => {
    for (const entity of registry.all()) expect(() => compileRowValidator(entity)).not.toThrow();
    expect(registry.names).toEqual([
      'incidente_seguranca',
      'ativo_informacao',
      'risco_corporativo',
      'consumo_energia',
      'emissao',
    ]);
  });
});
