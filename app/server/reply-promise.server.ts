import { DEFAULT_REPLY_PROMISE, type ReplyPromise } from '~/lib/reply-promise'

/**
 * The reply-time promise as this server is configured: FIRST_RESPONSE_HOURS (1 to 168, default 24) and
 * FIRST_RESPONSE_BUSINESS_HOURS=1 to count only office hours (Monday to Saturday, 9:30 am–6:30 pm India time).
 */
export function replyPromise(env: NodeJS.ProcessEnv = process.env): ReplyPromise {
  const hours = Number(env.FIRST_RESPONSE_HOURS)
  return {
    hours: Number.isInteger(hours) && hours >= 1 && hours <= 168 ? hours : DEFAULT_REPLY_PROMISE.hours,
    businessHours: env.FIRST_RESPONSE_BUSINESS_HOURS === '1',
  }
}
