/** A staff form's body was larger than its limit, or could not be read as a form. */
export class FormReadError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads a request's form (URL-encoded or multipart) after counting the bytes actually received, chunked or not:
 * a body over `maxBytes` is refused (413) as soon as that many bytes have arrived, so it never grows memory further.
 */
export async function readBoundedForm(request: Request, maxBytes: number): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    throw new FormReadError(413, 'That request was too large.')
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new FormReadError(413, 'That request was too large.')
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return await new Response(body, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded' },
    }).formData()
  } catch {
    throw new FormReadError(400, 'That form could not be read.')
  }
}

/** A text field of a form, '' when missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
