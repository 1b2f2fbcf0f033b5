import type { NestExpressApplication } from '@nestjs/platform-express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProcessingActivity, PersonalDataRegistry, RetentionHandlers } from '@campo/platform';
import { startWholeApp } from './whole-app';

const days = (value: number | null) => (value === null ? '—' : `${value} dias`);

/** The docs' line of a category: its terms as the record of processing states them. */
export function retentionDocLine(activity: ProcessingActivity, applied: boolean) {
  const rule = activity.retention;
  const bounds =
    rule.minDays === null
      ? '—'
      : rule.minDays === rule.maxDays
        ? 'fixo'
        : `${rule.minDays}–${rule.maxDays}`;
  const end =
    rule.defaultDays === null
      ? 'fica enquanto existir'
      : rule.action === 'EXCLUIR'
        ? 'excluído'
        : 'anonimizado';
  return `| \`${activity.code}\` | ${days(rule.defaultDays)} | ${bounds} | ${rule.from} | ${end}${applied || rule.defaultDays === null ? '' : ' (rotina ainda não aplica)'} |`;
}

/**
 * docs/direitos-e-retencao.md states each category's term, bounds and end: the record of
 * processing is their one source, and this fails when the doc says otherwise.
 */
describe('retention in the docs', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startWholeApp();
  });
  afterAll(() => app.close());

  it('lists every category with the record’s terms', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/direitos-e-retencao.md'), 'utf8');
    const handlers = app.get(RetentionHandlers);
    const lines = app
      .get(PersonalDataRegistry)
      .list()
      .map((activity) => retentionDocLine(activity, handlers.has(activity.code)));
    // Table cells compared without the padding Prettier aligns them with.
    const cells = (line: string) => line.trim().replace(/\s*\|\s*/g, '|');
    const rows = new Set(
      doc
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map(cells),
    );
    const missing = lines.filter((line) => !rows.has(cells(line)));
    expect(missing).toEqual([]);
  });
});
