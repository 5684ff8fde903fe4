import { type RouteConfig, type RouteConfigEntry, layout } from '@react-router/dev/routes'
import { layoutFiles, siteRoutes, type SiteLayout } from './content/site-routes'
import { staffRoutes } from './content/staff-routes'

// Every route comes from the route registry (app/content/site-routes.ts, and staff-routes.ts for the staff side): add a
// page there, not here.
const routes = [...Object.values(siteRoutes), ...Object.values(staffRoutes)]

function entry(route: (typeof routes)[number]): RouteConfigEntry {
  const path = route.path.slice(1)
  return {
    file: route.file,
    ...('id' in route ? { id: route.id } : {}),
    ...('index' in route ? { index: true } : {}),
    ...(path ? { path } : {}),
  }
}

const layouts = Object.keys(layoutFiles) as SiteLayout[]

export default [
  ...layouts.map((name) =>
    layout(layoutFiles[name], routes.filter((route) => 'layout' in route && route.layout === name).map(entry)),
  ),
  ...routes.filter((route) => !('layout' in route)).map(entry),
] satisfies RouteConfig
