/**
 * First-party visitor analytics (migration 017, docs/decisions/021). Every day is 'YYYY-MM-DD' in India time; a part
 * that is absent is '' (never null), so the primary keys that the upserts add into treat "none" as one value. No
 * table holds an address, a user agent or a full referring URL.
 */

/** The day's secret salt of the visitor key; a row lives for its day only (deleted at the next flush after it). */
export interface AnalyticsSaltTable {
  day: string
  salt: string
}

/** Page views per day, path and source: every server adds its counts with an upsert. */
export interface AnalyticsViewTable {
  day: string
  path: string
  /** 1 when the view began a visit (no referring page of our own), else 0. */
  entry: number
  device: string
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  views: number
}

/**
 * Today's visitors by their keyed hash, so that several servers count a visitor once: rows of an earlier day are
 * folded into analytics_visitors and deleted at the first flush after midnight.
 */
export interface AnalyticsDayVisitorTable {
  day: string
  visitor: string
  entry_path: string
  device: string
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  /** 1 once the visitor opened a course or service page that day. */
  offer: number
}

/** Visitors per day and source of their first view (entry page, device, referrer, campaign), after the day ended. */
export interface AnalyticsVisitorTable {
  day: string
  entry_path: string
  device: string
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  visitors: number
  offer_visitors: number
}

/** Goals reached per day and source: form submissions, registrations, enrolments and payments (with their paise). */
export interface AnalyticsGoalTable {
  day: string
  goal: string
  entry_path: string
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  count: number
  amount_paise: number
}

/** Views and visitors not counted per day, by why (migration 023, issue 53): figures only, never a path or address. */
export interface AnalyticsUncountedTable {
  day: string
  bots: number
  over_rate: number
  visitor_cap: number
  not_found: number
  folded: number
}
