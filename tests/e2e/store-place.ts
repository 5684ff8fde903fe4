import { createHash } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { tempDataDir } from './server-process'

/**
 * Where a test server keeps its store: a fresh DATA_DIR (SQLite), or, when DATABASE_URL is set
 * (scripts/test-postgres.sh), a fresh database on that PostgreSQL server as well. `rows(sql)` reads it directly.
 */
export interface StorePlace {
  dataDir: string
  env: Record<string, string>
  rows<T>(query: string): Promise<T[]>
  drop(): Promise<void>
}

async function admin(databaseUrl: string, query: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

export async function newStorePlace(prefix: string): Promise<StorePlace> {
  const dataDir = tempDataDir(prefix)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      async rows<T>(query: string) {
        const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
        try {
          return db.prepare(query).all() as T[]
        } finally {
          db.close()
        }
      },
      async drop() {},
    }
  }
  const name = `${prefix.replace(/\W/g, '_')}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await admin(databaseUrl, `create database "${name}"`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    async rows<T>(query: string) {
      const client = new pg.Client({ connectionString: url.href })
      await client.connect()
      try {
        return (await client.query(query)).rows as T[]
      } finally {
        await client.end()
      }
    },
    drop: () => admin(databaseUrl, `drop database if exists "${name}"`),
  }
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')
