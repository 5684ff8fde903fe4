// What the guide route's loader and clientLoader import dynamically (issue 10, decision 004 "Round 3"): the guides'
// content-chunk map and the views that render the content (the phase cards' content, the sections, the planner). A static import in the route module would keep them (and Vite's preload
// helper) in the guide's first-load JavaScript, because the route's main chunk would import their chunk for its side
// effects; behind `import()` they are in the clientLoader's chunk, loaded on the first navigation that needs them.
export { loadGuide } from '~/content/guides'
export { guideViews } from './content-views'
