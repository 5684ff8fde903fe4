import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  layout('routes/_main.tsx', [
    index('routes/home.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:slug', 'routes/blogs.$slug.tsx'),
    route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
    route('refund-policy', 'routes/legal.tsx', { id: 'refund-policy' }),
    route('terms-of-service', 'routes/legal.tsx', { id: 'terms-of-service' }),
    route('enquiry', 'routes/enquiry.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('api/forms/:kind', 'routes/api/forms.ts'),
  route('healthz', 'routes/api/healthz.ts'),
  route('blogs/rss.xml', 'routes/api/rss.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
] satisfies RouteConfig
