/**
 * Every Live Demo and Code address of the showcase, in one place (issue 14). PRE-LAUNCH: none of these could be
 * verified; the business must confirm each one, or replace it, before launch (docs/content.md, "Pre-launch checklist").
 * A project whose demo is retired keeps its entry with the new address; studio.test.ts checks every project has one.
 */
export const projectLinks = {
  'upi-expense-tracker': {
    demoUrl: 'https://upi-expense-tracker.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/upi-expense-tracker',
  },
  'indic-news-summariser': {
    demoUrl: 'https://indic-news-summariser.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/indic-news-summariser',
  },
  'clinic-appointment-api': {
    demoUrl: 'https://clinic-appointment-api.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/clinic-appointment-api',
  },
  'crop-price-forecaster': {
    demoUrl: 'https://crop-price-forecaster.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/crop-price-forecaster',
  },
  'namma-metro-planner': {
    demoUrl: 'https://namma-metro-planner.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/namma-metro-planner',
  },
  'monsoon-weather-dashboard': {
    demoUrl: 'https://monsoon-weather-dashboard.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/monsoon-weather-dashboard',
  },
  'event-ticketing-api': {
    demoUrl: 'https://event-ticketing-api.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/event-ticketing-api',
  },
  'kirana-billing-app': {
    demoUrl: 'https://kirana-billing-app.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/kirana-billing-app',
  },
  'pg-hostel-finder': {
    demoUrl: 'https://pg-hostel-finder.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/pg-hostel-finder',
  },
  'resume-screener-rag': {
    demoUrl: 'https://resume-screener-rag.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/resume-screener-rag',
  },
  'leaf-disease-detector': {
    demoUrl: 'https://leaf-disease-detector.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/leaf-disease-detector',
  },
  'sign-language-recogniser': {
    demoUrl: 'https://sign-language-recogniser.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/sign-language-recogniser',
  },
  'loan-default-predictor': {
    demoUrl: 'https://loan-default-predictor.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/loan-default-predictor',
  },
  'society-visitor-app': {
    demoUrl: 'https://society-visitor-app.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/society-visitor-app',
  },
  'medicine-reminder': {
    demoUrl: 'https://medicine-reminder.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/medicine-reminder',
  },
  'ipl-match-insights': {
    demoUrl: 'https://ipl-match-insights.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/ipl-match-insights',
  },
  'bengaluru-aqi-forecaster': {
    demoUrl: 'https://bengaluru-aqi-forecaster.demo.realworktech.in',
    githubUrl: 'https://github.com/realwork-studio/bengaluru-aqi-forecaster',
  },
} as const satisfies Record<string, { demoUrl: string; githubUrl: string }>
