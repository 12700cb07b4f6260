/** One step of the schema; see `MIGRATIONS` in ./migrations.ts. */
export interface Migration {
  /** Sortable and never reused: `NNNN-what-it-does`. */
  readonly id: string;
  readonly sql: string;
}
