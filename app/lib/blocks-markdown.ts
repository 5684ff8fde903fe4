import type { Block } from '~/content/schema'

/** Markdown-special characters at a line's start or inside text are escaped, so a built-in post reads exactly as before. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1').replace(/^(\s*)([#>+-]|\d+[.)])(\s)/, '$1\\$2$3')
}

/** A built-in post's body blocks as Markdown, for its first row in the posts table. */
export function blocksToMarkdown(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'p':
          return escapeInline(block.text)
        case 'h2':
          return `## ${escapeInline(block.text)}`
        case 'quote':
          return `> ${escapeInline(block.text)}`
        case 'ul':
          return block.items.map((item) => `- ${escapeInline(item)}`).join('\n')
        case 'ol':
          return block.items.map((item, i) => `${i + 1}. ${escapeInline(item)}`).join('\n')
      }
    })
    .join('\n\n')
}
