import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import type { HomeOverview } from '@campo/contracts';
import { createCompany, signIn } from '@campo/platform/testing';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createTechnician,
} from './support';

/**
 * The home of a company that registered nothing yet says where to start: its counts of
 * active contracts, units and technicians, for the people who can register them.
 */
describe('home: where an empty company starts', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
  });
  afterAll(() => app.close());

  it('counts active contracts, units and technicians, its own only, and retires them from the count', async () => {
    const { id } = await createCompany(db);
    const other = await createCompany(db);
    const { api: admin } = await signIn(app, db, { companyId: id, role: 'ADMIN' });
    const { api: technician } = await signIn(app, db, { companyId: id, role: 'TECNICO' });
    const home = async (agent = admin) =>
      ((await agent.get('/api/fs/inicio').expect(200)).body.dados as HomeOverview).atencao;

    // The signed-in technician counts as one; nothing else is registered.
    expect((await home()).cadastro).toEqual({ contratos: 0, equipamentos: 0, tecnicos: 1 });
    expect((await home(technician)).cadastro).toBeNull();

    const clientId = await createClient(db, id, { codigo: 'C1', nome: 'Hospital' });
    const contract = await createContract(db, id, { codigo: 'CT-1', clienteId: clientId });
    const unit = await createEquipment(db, id, {
      codigo: 'AC-1',
      contratoId: contract,
      setor: 'UTI',
    });
    await createTechnician(db, id, 'Ana Técnica');
    const otherClient = await createClient(db, other.id, { codigo: 'C9', nome: 'Outro' });
    await createContract(db, other.id, { codigo: 'CT-9', clienteId: otherClient });
    expect((await home()).cadastro).toEqual({ contratos: 1, equipamentos: 1, tecnicos: 2 });

    await db.query(`UPDATE equipamento SET desativado_em = now() WHERE id = $1`, [unit]);
    expect((await home()).cadastro).toMatchObject({ equipamentos: 0 });
  });
});
