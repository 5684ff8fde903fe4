/**
 * Copy of the staff pages whose routes have no copy module of their own: page titles, what a saved change says and
 * the refusals the route writes itself.
 */
export const staffPagesCopy = {
  inbox: { title: 'Inbox', allForms: 'All forms', noSource: 'No known source' },
  submission: { title: 'Submission' },
  audit: { title: 'Audit log', system: 'System' },
  operations: { title: 'Operations' },
  people: {
    title: 'Data requests',
    erased: 'Erased {count} with their files, notes and mail.',
    submission: '1 submission',
    submissions: '{n} submissions',
    certificate: '1 certificate',
    certificates: '{n} certificates',
  },
  posts: {
    title: 'Blog posts',
    newTitle: 'New post',
    lead: 'Drafts stay private; a published post is on /blogs, in RSS and the sitemap.',
    newPost: 'New post',
    deleted: 'The post was deleted.',
    allPosts: 'All posts',
    goesLive: 'Goes live {when}',
    published: 'Published {when}',
    viewOnBlog: 'View on the blog',
    editTitle: 'Edit: {title}',
    fallbackTitle: 'Post',
    /** What the post's page says after `?saved=`. */
    saved: {
      draft: 'Saved as a draft. The public cannot see it.',
      scheduled: 'Scheduled: the post goes live at the time shown.',
      live: 'Published: the post is on the blog, in RSS and in the sitemap.',
    } as Record<string, string>,
  },
  templates: {
    title: 'Reply templates',
    ownersOnly: 'Only an owner can manage reply templates.',
    noName: 'Give the template a name staff will recognise.',
    noSubject: 'Give the template a subject.',
    noBody: 'Write the template’s message.',
    tooLong: 'Keep the message within {max} characters.',
  },
  /** The staff side's error page, by status (anything else is `failed`). */
  error: {
    notFound: { title: 'Not found', text: 'There is no such submission. It may have been deleted.' },
    ownersOnly: {
      title: 'Owners only',
      text: 'Only an owner can manage staff accounts and read the audit log. Ask an owner if you need a change.',
    },
    failed: {
      title: 'Something went wrong',
      text: 'The inbox could not load this page. Please try again in a moment.',
    },
    back: 'Back to the inbox',
  },
} as const
