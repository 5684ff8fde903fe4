/**
 * The two-letter prefix of each bootcamp's enrolment references (FE-2027-01-017). A course not listed (a crash course
 * staff added) takes the first letters of its id's words, up to three (python-programming → PP).
 */
export const COURSE_CODES: Readonly<Record<string, string>> = {
  'frontend-development': 'FE',
  'backend-development': 'BE',
  'ai-ml': 'AI',
  'generative-ai': 'GA',
  'data-science': 'DS',
  'android-development': 'AD',
  'fullstack-development': 'FS',
  'mern-stack-development': 'MS',
  'data-engineer': 'DE',
  'data-analytics': 'DA',
}

export function courseCode(courseId: string): string {
  const known = COURSE_CODES[courseId]
  if (known) return known
  const initials = courseId
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3)
  return initials.length >= 2 ? initials : courseId.slice(0, 2).toUpperCase()
}
