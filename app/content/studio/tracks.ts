import type { Track } from './schema'

/**
 * The ten learning tracks shown on the studio home page, each leading to one bootcamp. A track's name and project
 * count are its bootcamp's (title, projects list), so the two pages cannot disagree.
 */
export const tracks = [
  {
    key: 'frontend',
    description:
      'Go from semantic HTML to production React apps: responsive layouts, accessible components, API-driven pages and a deployed portfolio.',
    duration: '3 Months',
    technologies: ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'React', 'Tailwind CSS', 'Vite'],
    bootcampId: 'frontend-development',
  },
  {
    key: 'backend',
    description:
      'Build REST APIs in Java with Spring Boot, model relational data in PostgreSQL, secure endpoints with Spring Security and run containerised services that hold up under real traffic.',
    duration: '3 Months',
    technologies: ['Java', 'Spring Boot', 'PostgreSQL', 'Spring Security', 'Redis', 'Kafka', 'Docker'],
    bootcampId: 'backend-development',
  },
  {
    key: 'ai',
    description:
      'Learn the maths and code behind models, from linear regression to CNNs, and turn notebooks into prediction services others can call.',
    duration: '3 Months',
    technologies: ['Python', 'NumPy', 'Pandas', 'scikit-learn', 'TensorFlow', 'PyTorch', 'OpenCV'],
    bootcampId: 'ai-ml',
  },
  {
    key: 'genai',
    description:
      'Build LLM apps that do useful work: prompt design, retrieval-augmented generation over your own documents, tool-using agents and evaluation.',
    duration: '3 Months',
    technologies: ['Python', 'OpenAI API', 'LangChain', 'LlamaIndex', 'Hugging Face', 'ChromaDB', 'FastAPI'],
    bootcampId: 'generative-ai',
  },
  {
    key: 'android',
    description:
      'Write modern Android apps in Kotlin and Jetpack Compose with offline storage, network calls, notifications and a Play Store release.',
    duration: '3 Months',
    technologies: ['Kotlin', 'Jetpack Compose', 'Room', 'Retrofit', 'Coroutines', 'Hilt', 'Firebase'],
    bootcampId: 'android-development',
  },
  {
    key: 'datascience',
    description:
      'Clean messy datasets, test hypotheses with statistics and present findings through charts and models that a business team can act on.',
    duration: '3 Months',
    technologies: ['Python', 'Pandas', 'NumPy', 'SQL', 'Matplotlib', 'Seaborn', 'scikit-learn', 'Jupyter'],
    bootcampId: 'data-science',
  },
  {
    key: 'MernStack',
    description:
      'Use JavaScript end to end to build MongoDB-backed React apps with login, file uploads, real-time updates and cloud hosting.',
    duration: '3 Months',
    technologies: ['MongoDB', 'Express', 'React', 'Node.js', 'Mongoose', 'Redux Toolkit', 'Socket.IO'],
    bootcampId: 'mern-stack-development',
  },
  {
    key: 'DataAnalytics',
    description:
      'Turn sales, HR and operations data into dashboards and reports with Excel, SQL and Power BI, the toolkit most analyst job posts ask for.',
    duration: '3 Months',
    technologies: ['Excel', 'SQL', 'Power BI', 'Tableau', 'Python', 'Pandas'],
    bootcampId: 'data-analytics',
  },
  {
    key: 'DataEngineering',
    description:
      'Build the pipelines behind every dashboard: batch and streaming ingestion, warehouse modelling, Airflow orchestration and data-quality checks.',
    duration: '3 Months',
    technologies: ['Python', 'SQL', 'Apache Spark', 'Apache Airflow', 'Apache Kafka', 'dbt', 'Snowflake'],
    bootcampId: 'data-engineer',
  },
  {
    key: 'FullStack',
    description:
      'Own a feature from database table to screen: React frontends, Node.js APIs, PostgreSQL schemas, automated tests and cloud deploys.',
    duration: '3 Months',
    technologies: ['React', 'TypeScript', 'Node.js', 'Express', 'PostgreSQL', 'Prisma', 'Docker', 'AWS'],
    bootcampId: 'fullstack-development',
  },
] satisfies Track[]

/** The track with this key, or undefined. */
export function findTrack(key: string): Track | undefined {
  return tracks.find((track) => track.key === key)
}
