import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  PersonalDataRegistry,
  PRIVACY_DOCS_BEGIN,
  PRIVACY_DOCS_END,
  privacyDocsSection,
} from '@campo/platform';
import { startWholeApp } from './whole-app';

const DOC = join(__dirname, '../../../docs/privacidade.md');

/**
 * docs/privacidade.md states each category in the registry's own words: a category added,
 * or a purpose, basis or term changed, without the doc following fails here.
 * `PRIVACY_DOCS_WRITE=1` rewrites the section.
 */
describe('docs/privacidade.md', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startWholeApp();
  });
  afterAll(() => app.close());

  it('lists every category of the record as the registry states it', () => {
    const expected = privacyDocsSection(app.get(PersonalDataRegistry).list());
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(PRIVACY_DOCS_BEGIN);
    const end = doc.indexOf(PRIVACY_DOCS_END) + PRIVACY_DOCS_END.length;
    expect(start).toBeGreaterThan(0);
    const written = doc.slice(start, end);
    if (process.env['PRIVACY_DOCS_WRITE'] === '1' && written !== expected)
      writeFileSync(DOC, doc.slice(0, start) + expected + doc.slice(end));
    else expect(written).toBe(expected);
  });
});
