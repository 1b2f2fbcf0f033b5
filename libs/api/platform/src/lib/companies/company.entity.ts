import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Per-company settings; later domains add their keys here (documented in docs/). */
export interface CompanySettings {
  [key: string]: unknown;
}

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** A tenant. Every company-owned row carries its id as `empresa_id`. */
@Entity({ name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** IANA time zone in which the company's local dates and times are read. */
  @Column({ name: 'time_zone', type: 'text', default: DEFAULT_TIME_ZONE })
  timeZone!: string;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  settings!: CompanySettings;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
