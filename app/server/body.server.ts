import { Busboy } from '@fastify/busboy'
import { formatBytes } from '~/lib/file-type'
import { logRefused } from './log.server'

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

const UNREADABLE = 'We could not read that form. Please try again.'
const CUT_OFF = 'The form was cut off before it arrived. Please try again.'
/** A part's header block: a browser sends two short lines (name and file name, type); 8 KB is far past both. */
const MAX_PART_HEADER_BYTES = 8 * 1024

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/**
 * Reads a form body within `limits` and returns only the allowed fields and files. Stops reading at the first limit
 * passed and throws a BodyError, except for a file past `maxFileBytes`: then it returns what it read so far, that
 * file cut at `maxFileBytes` + 1 bytes. The rest of the body is left unread (paused by back-pressure), so a 200 MB
 * upload costs no more memory than the limit.
 */
export async function readForm(request: Request, limits: BodyLimits): Promise<FormData> {
  try {
    return await readWithin(request, limits)
  } catch (error) {
    // One short line per refused body (rate-limited in logRefused), never a stack trace.
    if (error instanceof BodyError) logRefused(request, `${error.status} ${error.message}`)
    throw error
  }
}

async function readWithin(request: Request, limits: BodyLimits): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(contentType)) throw new BodyError(415, UNREADABLE)
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
  const cutOff = () => fail(400, CUT_OFF)

  let parser: ReturnType<typeof Busboy>
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: 100,
        files: allowedFiles.size,
        fileSize: (limits.maxFileBytes ?? 0) + 1,
        parts: limits.maxFields + allowedFiles.size,
        headerSize: MAX_PART_HEADER_BYTES,
      },
    })
  } catch {
    throw new BodyError(400, UNREADABLE) // multipart without a boundary
  }
  onOversizedPartHeader(parser, () => fail(413, 'A part of that form had too long a header. Please try again.'))
  const pendingFiles: Promise<void>[] = []
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail(413, `A field was longer than ${formatBytes(limits.maxFieldBytes)}. Please shorten it.`)
    else if (allowedFields.has(name)) form.append(name, value)
  })
  parser.on('file', (name, stream, rawFilename, _encoding, mimeType) => {
    // Browsers escape " and line breaks in a file name as %22, %0D and %0A (HTML's multipart encoding); undo that.
    const filename = rawFilename?.replace(/%22/g, '"').replace(/%0[DA]/gi, '')
    // Every file stream, kept or skipped, has its error handled: a body cut off inside a file part makes the stream
    // emit 'error', and an 'error' without a listener ends the process.
    stream.on('error', cutOff)
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
      // Bytes pushed in this tick may still wait in the stream's buffer (a file's first bytes always do): read() hands
      // each to the 'data' listener above, so the file holds its limit + 1 bytes and its caller sees it as too large.
      while (stream.read() !== null);
      form.append(name, toFile())
    })
    pendingFiles.push(
      new Promise((resolve) => {
        stream.on('end', () => {
          if (!stopped && !failure && (chunks.length > 0 || filename)) form.append(name, toFile())
          resolve()
        })
        stream.on('error', () => resolve())
      }),
    )
  })
  parser.on('fieldsLimit', tooMany)
  parser.on('partsLimit', tooMany)
  parser.on('filesLimit', tooMany)
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', resolve)
    parser.on('error', () => {
      cutOff()
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
      const over = read > limits.maxBytes
      if (failure || stopped) break
      // Past the body's limit the parser still gets the chunk's bytes within it: a kept file that passes its own limit
      // there is named at its field (the form comes back), not answered 413, whether it arrived in one chunk or many.
      const chunk = over ? value.subarray(0, value.byteLength - (read - limits.maxBytes)) : value
      if (chunk.byteLength > 0 && !parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve))
      if (over && !stopped) fail(413, tooLarge)
      if (failure || stopped || over) break
      // A big upload arrives faster than it is parsed: let other requests in every 256 KB so none waits behind it.
      if (read - yieldedAt >= 256 * 1024) {
        yieldedAt = read
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  } catch {
    cutOff()
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
  if (failure) {
    parser.destroy()
    throw failure
  }
  await Promise.all(pendingFiles)
  if (failure) throw failure
  return form
}

/**
 * Busboy keeps the first `headerSize` bytes of a part's header block and silently drops the rest; a block that long
 * is no browser's, so it is refused instead. Busboy has no event for it: this hooks its header parser's finish
 * (body.test.ts fails if a new busboy moves it, rather than the check going quiet).
 */
function onOversizedPartHeader(parser: ReturnType<typeof Busboy>, refuse: () => void): void {
  const headerParser = (parser as unknown as HeaderParserHost)._parser?.parser?._hparser
  if (!headerParser) return
  const finish = headerParser._finish
  headerParser._finish = function (this: HeaderParserState) {
    if (this.maxed) refuse()
    return finish.call(this)
  }
}

interface HeaderParserState {
  maxed: boolean
  _finish: (this: HeaderParserState) => void
}
interface HeaderParserHost {
  _parser?: { parser?: { _hparser?: HeaderParserState } }
}

/** A small text-only form (sign-in, staff actions): 16 KB in all, the named fields only, each at most 8 KB. */
export function readSmallForm(request: Request, fields: readonly string[]): Promise<FormData> {
  return readForm(request, { maxBytes: 16 * 1024, maxFields: fields.length + 4, maxFieldBytes: 8 * 1024, fields })
}
