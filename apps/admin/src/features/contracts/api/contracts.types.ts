/** A contract as the read API (`/api/dados/contrato`) shows it; only what the screens use. */
export interface ContractRecord {
  id: string;
  codigo: string;
  /** The client's code. */
  cliente: string;
  descricao: string | null;
  diaFechamentoRgm: number | null;
  /** Recipients, comma-separated (as ingested). */
  emailsRgm: string | null;
}

/** A client as the read API shows it. */
export interface ClientRecord {
  id: string;
  codigo: string;
  nome: string;
}
