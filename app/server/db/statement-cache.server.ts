import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * better-sqlite3 for Kysely with each prepared statement kept and reused by its SQL text: Kysely's driver prepares
 * every query again, and preparing was ~5% of a form POST's CPU (issue 10, docs/decisions/004). Queries run one at a
 * time on the connection (Kysely's driver holds a mutex), so a statement is never used twice at once. Bounded: the
 * oldest statement is dropped past `max` distinct texts (queries with a varying number of placeholders).
 */
export function withStatementCache(database: SQLiteDatabase, max = 500): SqliteDatabase {
  const statements = new Map<string, Statement>()
  return {
    close: () => {
      statements.clear()
      database.close()
    },
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = database.prepare(sql)
        if (statements.size >= max) statements.delete(statements.keys().next().value!)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
