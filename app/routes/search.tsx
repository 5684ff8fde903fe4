import type { Route } from './+types/search'
import { SearchPage } from '~/components/search/search-page'
import { searchPage } from '~/content/search'
import { searchBox } from '~/content/search-box'
import { pageSeo } from '~/lib/seo'
import { getSiteSearch } from '~/server/search.server'

export async function loader({ request }: Route.LoaderArgs) {
  const results = (await getSiteSearch()).search(new URL(request.url).searchParams.get('q'))
  return { results, box: searchBox }
}

export function headers() {
  return { 'X-Robots-Tag': 'noindex' }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const query = loaderData?.results.query
  return pageSeo('search', {
    ...searchPage.seo,
    title: query ? `${searchPage.seo.title}: ${query}` : searchPage.seo.title,
    noindex: true,
  })
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage results={loaderData.results} box={loaderData.box} />
}
