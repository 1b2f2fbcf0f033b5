import fc from 'fast-check';
import { CORPORATE_ENTITIES } from '../entities';
import { EntityRegistry } from '../registry/entity-registry';
import { compileRowValidator } from './row-validator';
import { parseDate, parseDateTime, parseNumber, Refusal } from './value-parsers';

const registry = new EntityRegistry(CORPORATE_ENTITIES);
const TZ = 'America/Sao_Paulo';

/** Any JSON value, nested a little, with hostile strings among the ordinary ones. */
const anyValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Não',
    'Na\u0303o',
    '1e309',
    'NaN',
    '31/02/2026',
    '29/02/2024',
    '=cmd',
    '__proto__',
  ),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

describe('row validation, property-based', () => {
  it('never throws, whatever the row, and stores only what it accepted', () => {
    for (const entity of registry.all()) {
      const validate = compileRowValidator(entity);
      const campos = entity.fields.map((field) => field.campo);
      const row = fc.dictionary(
        fc.oneof(
          fc.constantFrom(...campos, 'id', 'empresaId', '__proto__', 'constructor'),
          fc.string(),
        ),
        anyValue,
      );
      fc.assert(
        fc.property(row, (candidate) => {
          const result = validate(candidate, TZ);
          expect(result.values).toHaveLength(entity.fields.length);
          if (result.errors.length === 0) {
            entity.fields.forEach((field, index) => {
              if (field.obrigatorio) expect(result.values[index]).not.toBeNull();
            });
          }
        }),
        { numRuns: 300 },
      );
    }
  });

  it('refuses text that is not Unicode in every text field, naming it, and keeps any other text as sent', () => {
    // Any code points (astral ones, combining marks, controls), with lone surrogates mixed in.
    const loneSurrogate = fc
      .integer({ min: 0xd800, max: 0xdfff })
      .map((code) => String.fromCharCode(code));
    const anyText = fc
      .array(fc.oneof(fc.string({ unit: 'binary' }), loneSurrogate, fc.constant('e\u0301')), {
        maxLength: 6,
      })
      .map((parts) => parts.join(''));
    for (const entity of registry.all()) {
      const validate = compileRowValidator(entity);
      entity.fields.forEach((field, index) => {
        if (field.tipo !== 'texto') return;
        fc.assert(
          fc.property(anyText, (text) => {
            const result = validate({ [field.campo]: text }, TZ);
            const own = result.errors.filter((error) => error.startsWith(`${field.campo}:`));
            // Oracles independent of the validator's own scan.
            const wellFormed =
              !text.includes('\u0000') &&
              (text as unknown as { isWellFormed(): boolean }).isWellFormed();
            if (!wellFormed) {
              expect(own).toHaveLength(1);
              expect(result.values[index]).toBeNull();
            } else if (text.trim() === '') {
              expect(result.values[index]).toBeNull();
            } else if (
              field.tamanhoMaximo !== undefined &&
              text.trim().length > field.tamanhoMaximo
            ) {
              expect(own[0]).toContain('tamanho máximo');
            } else {
              expect(own).toEqual([]);
              expect(result.values[index]).toBe(text.trim());
            }
          }),
          { numRuns: 200 },
        );
      });
    }
  });

  it('reads back every local date-time it is given in DD/MM/YYYY HH:mm', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const parts = Object.fromEntries(
            new Intl.DateTimeFormat('en-GB', {
              timeZone: TZ,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
              hourCycle: 'h23',
            })
              .formatToParts(instant)
              .map((part) => [part.type, part.value]),
          );
          const text = `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
          const parsed = parseDateTime(text, TZ) as string;
          const roundTrip = new Intl.DateTimeFormat('en-GB', {
            timeZone: TZ,
            dateStyle: 'short',
            timeStyle: 'medium',
            hourCycle: 'h23',
          }).format(new Date(parsed));
          expect(roundTrip).toBe(
            new Intl.DateTimeFormat('en-GB', {
              timeZone: TZ,
              dateStyle: 'short',
              timeStyle: 'medium',
              hourCycle: 'h23',
            }).format(instant),
          );
          expect(parseDate(text)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a dot-grouped number without a comma by the documented rule', () => {
    expect(parseNumber('85.676')).toBe(85.676);
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(parseNumber('85.676,00')).toBe(85676);
  });

  it('reads back numbers written the Brazilian way or as JSON', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = Math.round(value * 100) / 100 + 0; // + 0 turns -0 into 0
        // Always with the decimal comma: "85.676" alone reads as 85.676 by the documented rule
        // (without a comma, a single dot is the decimal mark), so it is not a pt-BR thousands form.
        const brazilian = rounded.toLocaleString('pt-BR', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: true,
        });
        expect(parseNumber(brazilian)).toBeCloseTo(rounded, 2);
        expect(parseNumber(rounded)).toBe(rounded);
        expect(parseNumber(String(rounded))).toBe(rounded);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every label and synonym of every enumeration, in any case and without accents, to its value', () => {
    const entries = registry
      .all()
      .flatMap((entity) =>
        entity.fields.filter((field) => field.valores).map((field) => ({ entity, field })),
      )
      .flatMap(({ entity, field }) =>
        field.valores!.flatMap((allowed) =>
          [allowed.rotulo, ...(allowed.sinonimos ?? [])].map((word) => ({
            entity,
            field,
            word,
            valor: allowed.valor,
          })),
        ),
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fc.boolean(),
        fc.boolean(),
        ({ entity, field, word, valor }, upper, stripAccents) => {
          let text = upper ? word.toUpperCase() : word.toLowerCase();
          if (stripAccents) text = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
          const result = compileRowValidator(entity)({ [field.campo]: ` ${text} ` }, TZ);
          expect(result.values[entity.fields.indexOf(field)]).toBe(valor);
          expect(result.errors.some((error) => error.startsWith(`${field.campo}:`))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses, never throws, on impossible dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1800, max: 2300 }),
        (day, month, year) => {
          const text = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
          const parsed = parseDate(text);
          const real =
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            year >= 1900 &&
            year <= 2200 &&
            day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(parsed instanceof Refusal).toBe(!real);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
