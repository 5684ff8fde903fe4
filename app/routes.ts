import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  layout('routes/_main.tsx', [
    index('routes/home.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:slug', 'routes/blogs.$slug.tsx'),
    route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
    route('refund-policy', 'routes/legal.tsx', { id: 'refund-policy' }),
    route('terms-of-service', 'routes/legal.tsx', { id: 'terms-of-service' }),
    route('enquiry', 'routes/enquiry.tsx'),
    route('search', 'routes/search.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/_services.tsx', [
    ...prefix('services', [
      index('routes/services.tsx'),
      route('about', 'routes/services.about.tsx'),
      route('services', 'routes/services.services.tsx'),
      route('contact', 'routes/services.contact.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'services-not-found' }),
    ]),
  ]),
  layout('routes/_studio.tsx', [
    ...prefix('realworkstudio', [
      index('routes/studio.tsx'),
      route('about', 'routes/studio.about.tsx'),
      route('course', 'routes/studio.course.tsx'),
      route('compare', 'routes/studio.compare.tsx'),
      route('contact', 'routes/studio.contact.tsx'),
      route('project', 'routes/studio.project.tsx'),
      route('register', 'routes/studio.register.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'studio-not-found' }),
    ]),
  ]),
  layout('routes/_guide-layout.tsx', [route('realworkstudio/course/:guide', 'routes/guide.tsx')]),
  route('realworkstudio/course/:guide/plan.ics', 'routes/api/guide-plan.ts'),
  // Staff inbox: its own plain layout, outside the public ones, never prerendered; every route checks access itself.
  layout('routes/staff.tsx', [
    route('staff', 'routes/staff._index.tsx'),
    route('staff/login', 'routes/staff.login.tsx'),
    route('staff/submissions/:id', 'routes/staff.submissions.$id.tsx'),
    route('staff/posts', 'routes/staff.posts._index.tsx'),
    route('staff/posts/new', 'routes/staff.posts.new.tsx'),
    route('staff/posts/:id', 'routes/staff.posts.$id.tsx'),
    route('staff/site', 'routes/staff.site.tsx'),
  ]),
  route('staff/logout', 'routes/staff.logout.ts'),
  route('staff/files/:fileId', 'routes/staff.files.$fileId.ts'),
  route('staff/export/:kind', 'routes/staff.export.$kind.ts'),
  route('api/forms/:kind', 'routes/api/forms.ts'),
  route('healthz', 'routes/api/healthz.ts'),
  route('blogs/rss.xml', 'routes/api/rss.ts'),
  route('media/:imageId', 'routes/api/media.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
] satisfies RouteConfig
