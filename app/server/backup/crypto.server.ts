import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCallback } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

/**
 * An encrypted backup (docs/operations.md): "RWBACKUP" (8 bytes), format version 1 (1 byte), scrypt salt (16 bytes),
 * AES-256-GCM nonce (12 bytes), the ciphertext, then GCM's 16-byte authentication tag. The key is
 * scrypt(BACKUP_KEY, salt, N=16384, r=8, p=1) and the 37-byte header is the additional authenticated data, so a
 * changed byte anywhere fails the restore.
 */
const MAGIC = Buffer.from('RWBACKUP')
const VERSION = 1
const SALT_BYTES = 16
const NONCE_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + NONCE_BYTES

/** The shortest BACKUP_KEY accepted: `openssl rand -base64 32` gives 44 characters. */
export const MIN_KEY_LENGTH = 32

export function checkBackupKey(key: string): void {
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`BACKUP_KEY must be at least ${MIN_KEY_LENGTH} characters (openssl rand -base64 32)`)
  }
}

/** Whether a file starts like an encrypted backup. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(MAGIC.length)
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0)
    return bytesRead === MAGIC.length && head.equals(MAGIC)
  } finally {
    await handle.close()
  }
}

/** Encrypts `source` into `target` (created with mode 0600, never overwritten). */
export async function encryptFile(source: string, target: string, key: string): Promise<void> {
  checkBackupKey(key)
  const salt = randomBytes(SALT_BYTES)
  const nonce = randomBytes(NONCE_BYTES)
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, nonce])
  const cipher = createCipheriv('aes-256-gcm', await scrypt(key, salt, 32), nonce)
  cipher.setAAD(header)
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 })
  out.write(header)
  await pipeline(createReadStream(source), cipher, out, { end: false })
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject))
}

/**
 * Decrypts `source` into `target` (mode 0600). Throws, leaving `target` to the caller to delete, when the key is wrong
 * or any byte was changed: GCM's tag is checked at the end, so nothing decrypted may be used before this resolves.
 */
export async function decryptFile(source: string, target: string, key: string): Promise<void> {
  const handle = await open(source, 'r')
  let header: Buffer
  let tag: Buffer
  let size: number
  try {
    size = (await handle.stat()).size
    if (size < HEADER_BYTES + TAG_BYTES) throw new Error('The backup file is truncated')
    header = Buffer.alloc(HEADER_BYTES)
    await handle.read(header, 0, HEADER_BYTES, 0)
    tag = Buffer.alloc(TAG_BYTES)
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
  } finally {
    await handle.close()
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not an encrypted backup')
  if (header[MAGIC.length] !== VERSION) throw new Error(`Unknown backup format version ${header[MAGIC.length]}`)
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES)
  const nonce = header.subarray(MAGIC.length + 1 + SALT_BYTES)
  const decipher = createDecipheriv('aes-256-gcm', await scrypt(key, salt, 32), nonce)
  decipher.setAAD(header)
  decipher.setAuthTag(tag)
  try {
    await pipeline(
      createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    if (/unable to authenticate|auth/i.test(String(error))) {
      throw new Error('The backup cannot be decrypted: wrong BACKUP_KEY, or the file was changed', { cause: error })
    }
    throw error
  }
}
