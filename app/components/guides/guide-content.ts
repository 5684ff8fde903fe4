// What the guide route's loader imports dynamically (issue 10, decision 004 "Round 3"): the guides'
// content-chunk map and the views that render the content (the phase cards' content, the sections, the planner). A static import in the route module would keep them (and Vite's preload
// helper) in the guide's first-load JavaScript, because the route's main chunk would import their chunk for its side
// effects. A guide is read without React (decision 031), so no browser loads them now.
export { loadGuide } from '~/content/guides'
export { guideViews } from './content-views'
