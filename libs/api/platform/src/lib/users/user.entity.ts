import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '@campo/contracts';
import { Company } from '../companies/company.entity';

/**
 * A person who signs in to the admin app. E-mail is unique per company (`empresa_id,
 * email`), so no company learns from a refusal that an e-mail works for another; the
 * login form asks only for e-mail and password, and the password tells which of an
 * e-mail's accounts opens (docs/usuarios-e-empresas.md).
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'empresa_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'empresa_id' })
  company?: Company;

  @Column({ type: 'text' })
  name!: string;

  /** Stored lower-case and trimmed. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ type: 'text' })
  role!: Role;

  /** The client a CLIENTE user belongs to; null for the company's own people. */
  @Column({ name: 'cliente_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}
