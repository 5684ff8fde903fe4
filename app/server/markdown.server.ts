import MarkdownIt from 'markdown-it'

// Raw HTML in a post is shown as text, never passed through (html: false); links and images may only point to the
// web, mail, phone or this site, so `javascript:`, `data:` and `vbscript:` URLs never reach a page.
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })
markdown.validateLink = (url) => SAFE_URL.test(url.trim())

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!
  if (/^https?:\/\//i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'noopener noreferrer nofollow')
  return defaultLinkOpen(tokens, idx, options, env, self)
}
const defaultImage = markdown.renderer.rules.image!
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('loading', 'lazy')
  return defaultImage(tokens, idx, options, env, self)
}

/** A post's Markdown body as safe HTML (CommonMark with tables and autolinks; no raw HTML, no unsafe URLs). */
export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
