import { CompiledQuery, type Compilable, type Insertable, type Kysely, type QueryResult } from 'kysely'
import type { Database } from './schema.server'

/** What a named parameter stands in as while the query is built: text no caller would ever pass. */
const MARK = '\u0000fixed-query-parameter:'

/**
 * A statement whose shape never changes, built and compiled once per dialect; each call only fills in its values.
 * Kysely builds and compiles a query's tree on every call, which for the statements of a stored submission (three
 * rate-limit counters, the submission, its two mails and the visit's goal) was a seventh of its CPU (issue 44).
 *
 * `build` writes the query with `param(name)` wherever a call's value goes; everything else in it is fixed. The compiled
 * SQL is kept per dialect adapter, which a transaction shares with its database, so it serves both.
 */
export function fixedQuery<Names extends string, Row = never>(
  build: (db: Kysely<Database>, param: <T>(name: Names) => T) => Compilable<Row>,
): (db: Kysely<Database>, values: Readonly<Record<Names, unknown>>) => Promise<QueryResult<Row>> {
  /** Per dialect adapter: the SQL, and for each of its parameters either the name of a call's value or a fixed value. */
  const compiled = new WeakMap<object, { sql: string; slots: readonly ({ name: Names } | { value: unknown })[] }>()
  const param = <T>(name: Names) => `${MARK}${name}` as T

  function compile(db: Kysely<Database>) {
    const adapter = db.getExecutor().adapter
    let query = compiled.get(adapter)
    if (!query) {
      const { sql, parameters } = build(db, param).compile()
      const slots = parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? { name: value.slice(MARK.length) as Names } : { value },
      )
      query = { sql, slots }
      compiled.set(adapter, query)
    }
    return query
  }

  return (db, values) => {
    const { sql, slots } = compile(db)
    const filled = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value))
    return db.executeQuery(CompiledQuery.raw(sql, filled)) as Promise<QueryResult<Row>>
  }
}

/**
 * An insert of one row into `table` with exactly `columns` (a fixedQuery): each call passes every column, a null
 * where it has no value.
 */
export function fixedInsert<T extends keyof Database & string, C extends keyof Insertable<Database[T]> & string>(
  table: T,
  columns: readonly C[],
): (db: Kysely<Database>, row: Required<Pick<Insertable<Database[T]>, C>>) => Promise<QueryResult<never>> {
  const insert = fixedQuery<C>((db, param) =>
    db.insertInto(table).values(Object.fromEntries(columns.map((column) => [column, param(column)])) as never),
  )
  return (db, row) => insert(db, row as Readonly<Record<C, unknown>>)
}
