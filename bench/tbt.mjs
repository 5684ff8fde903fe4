// Where a Lighthouse run's Total Blocking Time comes from, for `npm run bench` (bench/run.mjs). With simulated
// throttling TBT is Lantern's estimate: each main-thread task of the observed trace, slowed down (×4, layout ×2) and
// replayed on the simulated slow-4G timeline, blocks for what it lasts beyond 50 ms between the estimated first
// contentful paint and time to interactive. This repeats that sum per task and splits it three ways (decision 004,
// round 8):
// - `commit`: Chrome's navigation commit task (creating the page's JavaScript context, before any of the page runs).
//   Lantern's FCP estimate leaves it out but its TBT estimate replays it first, so the part of it that outlasts the
//   first paint counts; its length is the browser's, not the page's: long when the navigation commits in a new
//   renderer process, as the site's Cross-Origin-Opener-Policy makes it do when Lighthouse loads a page from
//   about:blank, and varying with the machine's load (round 9; the bench's control page shows it);
// - `paint`: tasks that parse the HTML and style, lay out and paint the page;
// - `script`: the rest (module evaluation, hydration, effects).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'

const PAINT = /^(ParseHTML|UpdateLayoutTree|Layout|PrePaint|Paint)$/

/** The kind of a simulated CPU task, by the trace events it ran. */
function kindOf(node) {
  const names = node.childEvents.map((event) => event.name)
  if (names.includes('DocumentLoader::CommitNavigation')) return 'commit'
  return names.some((name) => PAINT.test(name)) ? 'paint' : 'script'
}

/**
 * `{ commit, paint, script }` in ms for a Lighthouse result run with `simulate` throttling (the default), or undefined
 * when Lantern cannot replay the run. The three add up to the reported TBT.
 */
export async function tbtSources(result) {
  const { artifacts, lhr } = result
  const settings = lhr.configSettings
  if (settings.throttlingMethod !== 'simulate') return undefined
  const context = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  try {
    const fcp = await LanternFirstContentfulPaint.request(data, context)
    const tti = await LanternInteractive.request(data, context)
    const tbt = await LanternTotalBlockingTime.request(data, context)
    const sources = { commit: 0, paint: 0, script: 0 }
    // As Lantern's TBT does: the optimistic replay between the pessimistic FCP and the optimistic TTI, the
    // pessimistic replay between the optimistic FCP and the pessimistic TTI, half each.
    const replays = [
      [tbt.optimisticEstimate, fcp.pessimisticEstimate, tti.optimisticEstimate],
      [tbt.pessimisticEstimate, fcp.optimisticEstimate, tti.pessimisticEstimate],
    ]
    for (const [estimate, from, to] of replays) {
      for (const [node, timing] of estimate.nodeTimings) {
        if (node.type !== 'cpu') continue
        const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration }
        const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, from.timeInMs, to.timeInMs)
        sources[kindOf(node)] += blocking / 2
      }
    }
    return Object.fromEntries(Object.entries(sources).map(([kind, ms]) => [kind, Math.round(ms)]))
  } catch {
    return undefined
  }
}
