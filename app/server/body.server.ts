import { Busboy } from '@fastify/busboy'
import { formatBytes } from '~/lib/file-type'

/** What one request body may hold. Every limit is enforced on the bytes actually read, chunked or not. */
export interface BodyLimits {
  /** Bytes of the whole body, counted as they arrive (a Content-Length above it is refused before reading). */
  maxBytes: number
  /** Text fields, known or not; the parse stops at the first one past the limit. */
  maxFields: number
  /** Bytes of one text field's value. */
  maxFieldBytes: number
  /** Text fields kept; others are read past (they still count against the limits) and never echoed back. */
  fields: readonly string[]
  /** File fields kept, each read up to `maxFileBytes` + 1 byte so a too-large file can be named without holding it. */
  files?: readonly string[]
  maxFileBytes?: number
}

/** A body refused before or while it was read: 400 (unreadable), 413 (too large) or 415 (not a form). */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/**
 * Reads a form body within `limits` and returns only the allowed fields and files. Stops reading at the first limit
 * passed and throws a BodyError, except for a file past `maxFileBytes`: then it returns what it read so far, that
 * file cut at `maxFileBytes` + 1 bytes. The rest of the body is left unread (paused by back-pressure), so a 200 MB
 * upload costs no more memory than the limit.
 */
export async function readForm(request: Request, limits: BodyLimits): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(contentType)) throw new BodyError(415, 'We could not read that form. Please try again.')
  const tooLarge = `That was too large to send (over ${formatBytes(limits.maxBytes)}).`
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxBytes) throw new BodyError(413, tooLarge)
  if (!request.body) return new FormData()

  const allowedFiles = new Set(limits.files ?? [])
  const allowedFields = new Set(limits.fields)
  const form = new FormData()
  let failure: BodyError | undefined
  let stopped = false
  const fail = (status: 400 | 413, message: string) => (failure ??= new BodyError(status, message))
  const tooMany = () => fail(413, 'That form had more fields than it should. Please reload the page and try again.')

  const parser = Busboy({
    headers: { 'content-type': contentType },
    limits: {
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      fieldNameSize: 100,
      files: allowedFiles.size,
      fileSize: (limits.maxFileBytes ?? 0) + 1,
      parts: limits.maxFields + allowedFiles.size,
    },
  })
  const pendingFiles: Promise<void>[] = []
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail(413, `A field was longer than ${formatBytes(limits.maxFieldBytes)}. Please shorten it.`)
    else if (allowedFields.has(name)) form.append(name, value)
  })
  parser.on('file', (name, stream, rawFilename, _encoding, mimeType) => {
    // Browsers escape " and line breaks in a file name as %22, %0D and %0A (HTML's multipart encoding); undo that.
    const filename = rawFilename?.replace(/%22/g, '"').replace(/%0[DA]/gi, '')
    if (!allowedFiles.has(name) || form.has(name)) {
      stream.resume() // not a file this form takes: read past it without keeping a byte
      return
    }
    const chunks: Buffer[] = []
    const toFile = () => new File([new Uint8Array(Buffer.concat(chunks))], filename || name, { type: mimeType })
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    // Past its limit a file is refused whatever follows, so reading stops here: the form keeps the fields that came
    // before it (browsers send fields in page order, files last) and the caller names the file as too large.
    stream.on('limit', () => {
      stopped = true
      form.append(name, toFile())
    })
    pendingFiles.push(
      new Promise((resolve) =>
        stream.on('end', () => {
          if (!stopped && (chunks.length > 0 || filename)) form.append(name, toFile())
          resolve()
        }),
      ),
    )
  })
  parser.on('fieldsLimit', tooMany)
  parser.on('partsLimit', tooMany)
  parser.on('filesLimit', tooMany)
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', resolve)
    parser.on('error', () => {
      fail(400, 'We could not read that form. Please try again.')
      resolve()
    })
  })

  const reader = request.body.getReader()
  let read = 0
  let yieldedAt = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      read += value.byteLength
      if (read > limits.maxBytes) fail(413, tooLarge)
      if (failure || stopped) break
      if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve))
      if (failure || stopped) break
      // A big upload arrives faster than it is parsed: let other requests in every 256 KB so none waits behind it.
      if (read - yieldedAt >= 256 * 1024) {
        yieldedAt = read
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  } catch {
    fail(400, 'The form was cut off before it arrived. Please try again.')
  } finally {
    // Not cancel(): that destroys the socket before the answer can be sent. The unread rest waits, paused, until the
    // client gives up or the server's request timeout ends it.
    reader.releaseLock()
  }
  if (failure) {
    parser.destroy()
    throw failure
  }
  if (stopped) {
    parser.destroy()
    return form
  }
  parser.end()
  await finished
  await Promise.all(pendingFiles)
  if (failure) throw failure
  return form
}

/** A small text-only form (sign-in, staff actions): 16 KB in all, the named fields only, each at most 8 KB. */
export function readSmallForm(request: Request, fields: readonly string[]): Promise<FormData> {
  return readForm(request, { maxBytes: 16 * 1024, maxFields: fields.length + 4, maxFieldBytes: 8 * 1024, fields })
}
