/**
 * The company's names, which every page's title, header and footer line carry. Part of `company` (company.ts, the one
 * place for the company's identity), kept in a module of their own so the browser's shared code does not carry the
 * address, registration and contact channels that only some pages show.
 */
export const companyNames = {
  name: 'RealWork Technologies',
  legalName: 'RealWork Technologies Private Limited',
  shortName: 'RealWork',
} as const
