import type { BlogPost } from './schema'

export const blogPosts = [
  {
    id: 'first-tech-job-in-india-2025',
    slug: 'first-tech-job-in-india-2025',
    title: 'Breaking Into Your First Tech Job in India in 2025',
    date: '2025-01-01',
    author: 'Priya Raghunathan',
    authorRole: 'Lead Mentor, Full-Stack Development',
    image: '/images/blog/first-tech-job-in-india-2025.svg',
    imageAlt:
      'Flat illustration of ascending indigo and violet steps leading to an amber flag, with a briefcase shape beside them',
    excerpt:
      'Entry-level tech hiring in India has changed since the mass-hiring years. Here is a practical plan for graduates and career switchers: which companies to target, what evidence to build and how to run your job search.',
    readingMinutes: 5,
    body: [
      {
        type: 'p',
        text: 'If you graduated in the last two years, or you are trying to move into tech from another field, you have probably noticed that the entry-level market is not what it was in 2021. The large IT services companies no longer run hiring drives of the same size, some offers have come with long joining delays, and every opening on Naukri or LinkedIn attracts hundreds of applicants within a day. Companies are still hiring freshers, though. What has changed is that they are more selective, and the candidates who get through are usually the ones who can show evidence that they have already done the work.',
      },
      {
        type: 'p',
        text: 'This is the plan we walk our own trainees through. It assumes no particular college or background, only that you can put in consistent hours for a few months.',
      },
      { type: 'h2', text: 'Know which door you are knocking on' },
      {
        type: 'p',
        text: 'Indian tech employers fall into roughly three groups, and each one hires differently. Decide early which group you are preparing for, because the preparation is not the same.',
      },
      {
        type: 'ul',
        items: [
          'IT services companies hire in large batches, mostly through campus drives and national hiring tests. The process is usually an aptitude test, a basic coding round, a technical interview and an HR round. Standard fresher packages are roughly ₹3.5 to ₹4.5 lakh per annum, with special tracks for stronger candidates paying around ₹6 to ₹10 lakh. Training and a service agreement (bond) are common.',
          'Product companies and global capability centres (the India engineering offices of foreign firms, concentrated in Bengaluru, Hyderabad, Pune and Chennai) hire far fewer freshers and test data structures and algorithms, fundamentals and project depth. Pay starts around ₹8 lakh and goes well above ₹20 lakh at the top end.',
          'Startups and small businesses hire throughout the year, often through LinkedIn, referrals and job boards rather than campus. They care most about whether you can build and ship something without hand-holding. Pay varies widely, typically ₹3 to ₹10 lakh for a first role, and the learning can be fast if the team is good.',
        ],
      },
      {
        type: 'p',
        text: 'Career switchers should also look at roles where their existing domain counts. A commerce graduate who moves into data analytics at a fintech, or a mechanical engineer who builds dashboards for a manufacturing firm, competes against far fewer people than someone applying for a generic developer role.',
      },
      { type: 'h2', text: 'Build the minimum evidence' },
      {
        type: 'p',
        text: 'Recruiters and interviewers are trying to answer one question: can this person do the job with reasonable supervision? A degree and a list of course certificates do not answer it. The following do:',
      },
      {
        type: 'ol',
        items: [
          'One language learned properly. Java, Python or JavaScript are all fine. Choose the one your target roles use and stop switching.',
          'Data structures and algorithms at a working level: arrays, strings, hashing, two pointers, recursion, sorting, and basic trees and graphs. Around 100 to 150 problems solved and understood is enough for most service and startup interviews. Product companies expect more.',
          'SQL. Almost every role touches a database, and a fresher who can write joins and group-by queries confidently stands out.',
          'Git beyond the basics: branches, pull requests and resolving a merge conflict. Every team uses them from your first day.',
          'Two deployed projects you can explain in depth, including why you made each technical choice.',
          'A one-page resume that lists skills you can actually be questioned on. Background verification and technical interviews expose inflated claims quickly.',
        ],
      },
      { type: 'h2', text: 'Campus, off-campus and the career-switch route' },
      {
        type: 'p',
        text: 'If your college runs placements, treat the aptitude round seriously. Many capable candidates are filtered out on quantitative aptitude and verbal reasoning before anyone sees their code. Practise timed papers for a few weeks before the season starts.',
      },
      {
        type: 'p',
        text: 'If you are off-campus, you need more channels. Check company career pages directly, since not every opening reaches job boards. Keep your Naukri profile complete and update it every week or two: recruiters filter by recent activity and by the keywords in your headline and skills. Take part in hiring challenges on platforms such as HackerEarth and Unstop, where some companies shortlist directly from the leaderboard. Referrals remain the strongest channel. A short, specific message to an engineer at the company, with a link to a project relevant to their product, gets far more replies than a request to be referred for any role.',
      },
      {
        type: 'p',
        text: 'Career switchers with a few years of work should expect that the first tech role may pay the same as, or a little less than, their current job. That is normal, and the gap usually closes within two or three years if you keep growing. Write your previous experience in terms that matter to a tech team: people managed, processes improved, tools used, numbers moved.',
      },
      { type: 'h2', text: 'Run your search like a project' },
      {
        type: 'p',
        text: 'Keep a simple spreadsheet with the company, role, date applied, channel, contact person and status. Review it every Sunday. If you have sent 50 applications and received no responses, the problem is your resume or your targeting, not luck. Rewrite the resume, ask a working engineer to review it, and tailor it to two or three role types. If you are getting interviews but no offers, the gap is in preparation, so write down every question you could not answer and work through them that week.',
      },
      {
        type: 'p',
        text: 'Expect most applications to go unanswered. A few interviews from every few dozen targeted applications is a reasonable rate for a fresher. Steady weekly effort over three to four months works better than a burst of 200 applications followed by a month of nothing.',
      },
      { type: 'h2', text: 'Traps to avoid' },
      {
        type: 'ul',
        items: [
          'Any employer or agency that asks you to pay for an interview slot, an offer letter, a laptop or a security deposit. Genuine employers do not charge candidates. Report such offers and move on.',
          'Fake or purchased experience letters. Background verification agencies check with previous employers and the provident fund records, and a caught candidate loses the offer and sometimes more.',
          'Signing a bond without reading it. Service agreements are legal in India, but you should know the duration, the amount and the conditions before you sign.',
          'Collecting certificates instead of building things. A certificate shows that you finished something; a project shows what you can do.',
        ],
      },
      {
        type: 'quote',
        text: 'Nobody is owed a first job, but a candidate who can show deployed work, explain it clearly and keep applying every week usually gets one.',
      },
    ],
  },
  {
    id: 'roadmap-without-tutorial-hell',
    slug: 'roadmap-without-tutorial-hell',
    title: 'How to Follow a Learning Roadmap Without Getting Stuck in Tutorial Hell',
    date: '2025-01-10',
    author: 'Karthik Subramanian',
    authorRole: 'Mentor, Backend Engineering (Java and Spring Boot)',
    image: '/images/blog/roadmap-without-tutorial-hell.svg',
    imageAlt:
      'Flat illustration of a winding path across a soft indigo background, marked with circular milestones and ending at an amber flag',
    excerpt:
      'Roadmaps tell you what to learn, but not how to stop watching and start building. A method for turning any roadmap into milestones you can finish and show.',
    readingMinutes: 5,
    body: [
      {
        type: 'p',
        text: 'Tutorial hell has a recognisable pattern. You finish a 40-hour course, your code worked every time you followed along, and then you open an empty folder to build something of your own and have no idea where to start. So you look for a better course. Six months later you have watched a great deal and built very little. The problem is not your ability. Following along trains you to copy, and a job asks you to decide.',
      },
      {
        type: 'p',
        text: 'Roadmaps make this worse when they are used as checklists. A typical backend or data science roadmap lists 60 to 100 topics, and working through them in order feels like progress. Here is how we ask our trainees to use a roadmap instead.',
      },
      { type: 'h2', text: 'Treat the roadmap as a map, not a syllabus' },
      {
        type: 'p',
        text: 'A roadmap shows you the territory. It does not say you must visit every place before you are allowed to work. Before you start, go through the roadmap once and mark every topic with one of three labels:',
      },
      {
        type: 'ul',
        items: [
          'Now: needed to build your first real project and pass a fresher interview. For a Java backend track this means the core language, collections, SQL, Spring Boot basics, REST, and Git.',
          'Later: useful within your first year on the job, such as message queues, caching, Docker and basic cloud deployment.',
          'Skip for now: specialist topics you will meet only if your role needs them, such as service meshes or advanced JVM tuning.',
        ],
      },
      {
        type: 'p',
        text: 'Most people find that the Now list is about a quarter of the roadmap. That is the list you work from. Revisit the labels each month, because what counts as Later will change as you learn.',
      },
      { type: 'h2', text: 'Replace topics with things you can finish' },
      {
        type: 'p',
        text: "A topic such as 'Learn Spring Boot' has no finish line, so you can study it forever. A milestone has an output you can show to someone. Rewrite each block of your Now list as a milestone with a clear definition of done. For example:",
      },
      {
        type: 'ol',
        items: [
          'A command-line expense tracker in plain Java that reads and writes a CSV file, with unit tests for the calculations.',
          'The same tracker as a REST API with five endpoints, input validation and proper error responses.',
          'The API connected to PostgreSQL, with a schema you designed and queries you wrote by hand before adding an ORM.',
          'The API deployed on a free hosting tier with a public URL and a README that explains how to run it locally.',
        ],
      },
      {
        type: 'p',
        text: 'Each milestone uses what the previous one taught you and adds one new idea. Each one also leaves something behind that you can link to on your resume. Two to three weeks per milestone is a realistic pace for someone studying ten to twelve hours a week alongside college or a job.',
      },
      { type: 'h2', text: 'Use tutorials the right way round' },
      {
        type: 'p',
        text: 'Tutorials are not the enemy. The problem is using them as the main activity rather than as a reference. A pattern that works:',
      },
      {
        type: 'ol',
        items: [
          'Watch or read a short section without typing, only to understand the idea.',
          'Close it and rebuild what you saw from memory. Where you get stuck, go back to that specific point, then close it again.',
          'Change it. Add a feature the tutorial did not cover, use a different dataset, or swap one library for another. This step is where the learning happens, because you have to make decisions the instructor made for you.',
        ],
      },
      {
        type: 'p',
        text: 'Aim for at least two hours of building for every hour of watching. If you notice you have watched for three evenings in a row without writing code, stop and return to your current milestone. Get used to the official documentation as early as possible: the Spring, React, pandas and Android docs are better than most courses, and reading documentation is a skill your future team will expect you to have.',
      },
      { type: 'h2', text: 'Get unstuck without starting over' },
      {
        type: 'p',
        text: 'Being stuck is the moment when most people give up on a project and go looking for a new course. It is also the moment when most of your growth happens. Some habits that keep you moving:',
      },
      {
        type: 'ul',
        items: [
          'Read the whole error message, including the stack trace, and search for its exact text. Most errors you meet as a beginner have been solved publicly many times.',
          'Give yourself a fixed time, such as 30 minutes, to solve the problem alone. After that, ask for help, but write the question down first: what you expected, what happened, and what you tried. Often the answer appears while you are writing.',
          'Cut the problem down. Reproduce the bug in the smallest piece of code you can. This is exactly what senior engineers do at work.',
          'Keep a learning log: a plain text file or notebook with one entry per session covering what you did, what broke and how you fixed it. It prevents repeat mistakes and gives you real stories for interviews.',
          'Do not switch language or stack because the current one feels hard. The hard part is programming itself, and it will follow you to the next stack.',
        ],
      },
      {
        type: 'p',
        text: 'You know you are out of tutorial hell when you can start a small project from an empty folder, look up what you do not know in the documentation, and estimate roughly how long a feature will take. None of that requires finishing the roadmap. It requires finishing things.',
      },
      {
        type: 'quote',
        text: 'A roadmap tells you where the roads are. You still have to travel them, and the only way to do that is to build something at each stop.',
      },
    ],
  },
  {
    id: 'portfolio-projects-that-get-interviews',
    slug: 'portfolio-projects-that-get-interviews',
    title: 'Portfolio Projects That Get You Interviews, and How to Build Them',
    date: '2025-01-17',
    author: 'Ananya Deshpande',
    authorRole: 'Mentor, Frontend and MERN Development',
    image: '/images/blog/portfolio-projects-that-get-interviews.svg',
    imageAlt:
      'Flat illustration of stacked code-editor windows in indigo and violet, with an amber card showing a checkmark in front',
    excerpt:
      'A to-do app and a streaming-site clone will not make a recruiter stop scrolling. What makes a project interview-worthy, how to pick an idea and how to present the finished work.',
    readingMinutes: 4,
    body: [
      {
        type: 'p',
        text: 'A recruiter screening applications for a fresher role may see several hundred resumes for one opening, and spends very little time on each. Most of those resumes list the same projects: a to-do app, a weather app, a calculator, a clone of a well-known streaming site. They tell the recruiter that you completed a tutorial, which is what everyone else did too. A good project does the opposite. It gives an interviewer something specific to ask about and gives you something specific to answer with.',
      },
      { type: 'h2', text: 'What makes a project interview-worthy' },
      {
        type: 'p',
        text: 'The projects that get our trainees shortlisted tend to share five qualities:',
      },
      {
        type: 'ul',
        items: [
          'It solves a real problem for real users, even if there are only five of them. A fee-tracking tool used by an actual tuition centre is worth more than an ambitious app that nobody has opened.',
          'It has at least one genuinely hard part, such as authentication with roles, file uploads, payments in a sandbox, background jobs, search, or handling data that does not fit in memory.',
          'It is deployed and works. A live link that loads in a few seconds beats a repository that says to clone it and run it locally.',
          'It is documented. The README explains what it does, how it is built, how to run it and what you would improve next.',
          'You can defend every decision in it. Why PostgreSQL and not MongoDB? Why server-side rendering? What breaks if usage grows ten times? If the honest answer is that the tutorial used it, an interviewer will find out.',
        ],
      },
      { type: 'h2', text: 'Finding an idea worth building' },
      {
        type: 'p',
        text: 'Good ideas are usually small, local problems that someone currently solves with WhatsApp groups, paper registers or spreadsheets. Look at the people and places around you:',
      },
      {
        type: 'ul',
        items: [
          'A canteen pre-ordering system for your college, with separate views for students and kitchen staff.',
          'A maintenance-request tracker for your apartment association, with photo uploads and status updates for residents.',
          'Attendance, fee reminders and test scores for a local coaching class.',
          'A stock and reorder tool for a family shop, with daily sales summaries.',
          'For data roles: an analysis of a public dataset from data.gov.in or the Reserve Bank of India, with a clear question, cleaned data, and a dashboard that answers it.',
          'For machine learning roles: a model trained on a problem you understand, with an honest evaluation and a simple interface, rather than another notebook predicting house prices.',
        ],
      },
      {
        type: 'p',
        text: 'Match the project to the role you want. A frontend candidate should show attention to layout, accessibility and performance. A backend candidate should show data modelling, API design and tests. A data analyst should show the question, the cleaning and the conclusion, not just charts.',
      },
      { type: 'h2', text: 'How to build it so it actually ships' },
      {
        type: 'ol',
        items: [
          'Write a one-paragraph problem statement: who the users are, what they do today and what your project will change for them.',
          'List three to five user stories, such as: as a resident, I can raise a complaint with a photo and see when it is resolved. Everything else is version two.',
          'Design the data model on paper before writing code. Most beginner projects get stuck because the data structure was never thought through.',
          'Build the thinnest working slice end to end, from the interface to the database and back, and deploy it in the first week. Deploying early surfaces configuration problems while the project is still small.',
          'Add the hard feature next, while you still have energy, then add tests for the core logic.',
          'Put it in front of your real users and fix what they complain about. This gives you the best interview stories you will have.',
          'Finish with a README that covers screenshots, a short architecture note, setup steps, known limitations and next steps.',
        ],
      },
      {
        type: 'p',
        text: "Commit as you go, with clear messages. A history of sixty meaningful commits across four weeks tells a reviewer far more than a single commit named 'final'.",
      },
      { type: 'h2', text: 'Presenting the work' },
      {
        type: 'p',
        text: 'On your resume, describe each project in one or two lines: what it does, the main technologies, and a concrete result or scope. For example: built a complaint tracker for a 120-flat apartment association using React, Node.js and PostgreSQL, with photo uploads and role-based access; used by the committee for three months. That line invites questions, and questions are what you want.',
      },
      {
        type: 'p',
        text: 'Pin your two best repositories on GitHub and remove or archive half-finished experiments. Record a 60 to 90 second screen recording of the project in use and share it in a LinkedIn post that explains the problem and one thing you learned while building it. Recruiters and engineers do read these posts, especially when they are specific.',
      },
      {
        type: 'p',
        text: 'Before interviews, practise explaining the project in two minutes, and prepare for follow-ups on the hardest bug you fixed, what you would change with more time and how the system behaves under load. If you built it in a team, be precise about which parts were yours.',
      },
      {
        type: 'quote',
        text: 'Build for a real user, ship early and write down why you made each decision. The interview stories follow from that.',
      },
    ],
  },
  {
    id: 'working-with-a-software-services-partner',
    slug: 'working-with-a-software-services-partner',
    title: "A Founder's Guide to Choosing and Working With a Software Services Partner",
    date: '2025-01-24',
    author: 'Rohan Mehta',
    authorRole: 'Lead Engineer, RealWork Services',
    image: '/images/blog/working-with-a-software-services-partner.svg',
    imageAlt:
      'Flat illustration of two rounded blocks in indigo and violet joined by a line of amber milestone dots, beside a document card with checkmarks',
    excerpt:
      'Quotes for the same app can range from ₹50,000 to ₹15 lakh. How to scope the work, choose a pricing model, structure milestones and make sure you own what you pay for.',
    readingMinutes: 5,
    body: [
      {
        type: 'p',
        text: 'Ask five vendors in India to quote for the same mobile app and you may receive numbers from ₹50,000 to ₹15 lakh. Usually nobody is being dishonest. Each vendor has imagined a different product, because the brief left room for it. Most failed software projects we have been asked to rescue did not fail because of bad code. They failed because scope, payment and ownership were never written down clearly. This guide is for founders and small-business owners who are hiring a freelancer, an agency or a services company, possibly for the first time.',
      },
      { type: 'h2', text: 'Write the scope before you ask for quotes' },
      {
        type: 'p',
        text: 'A one- or two-page brief saves weeks of back and forth and makes quotes comparable. It should cover:',
      },
      {
        type: 'ul',
        items: [
          'The problem and the users: who will use this, and what they do today without it.',
          'Must-have features for the first version, and an explicit list of what is not in the first version.',
          'Platforms: website, Android, iOS, an admin panel, or a combination.',
          'Integrations such as Razorpay or another payment gateway, WhatsApp Business messaging, SMS, GST invoicing, or your accounting software.',
          'Who provides the content, the logo and the product photographs, and by when.',
          'Your deadline, and whether it is a real business deadline or a preference.',
          'Your budget range. Sharing it is not a weakness; it lets a good vendor suggest what fits the budget instead of guessing.',
        ],
      },
      {
        type: 'p',
        text: 'If you cannot write this yet, pay for a short discovery phase first. A week or two of workshops, wireframes and a written specification typically costs a fraction of the build, and the document belongs to you even if you take it to another vendor.',
      },
      { type: 'h2', text: 'Fixed price, hourly or retainer' },
      {
        type: 'ul',
        items: [
          'Fixed price suits a well-defined scope, such as a business website or a first version with clear features. You know the cost in advance. The vendor carries the risk of underestimating, so the price includes a buffer, and every change outside the agreed scope becomes a change request with its own cost.',
          'Time and materials, billed hourly or daily, suits work where the scope will change as you learn, such as an early product still finding its users. You pay only for work done, but you need weekly timesheets, regular demos and a monthly cap so the bill does not surprise you.',
          'A retainer, a fixed monthly fee for an agreed number of hours or an agreed set of responsibilities, suits ongoing maintenance, small improvements and support after launch. Check whether unused hours roll over and what response time is promised when something breaks.',
        ],
      },
      {
        type: 'p',
        text: 'Many small businesses do well with a combination: a fixed price for a clearly scoped first version, followed by a modest retainer once real users start asking for changes. Whatever the model, check whether the quote includes 18% GST, and whether hosting, domain, app store fees and paid third-party services are included or billed separately. These running costs belong to you and continue after the project ends.',
      },
      { type: 'h2', text: 'Milestones, payments and acceptance' },
      {
        type: 'p',
        text: 'Tie payments to things you can see and test, not to the passage of time. A typical structure for a fixed-price project:',
      },
      {
        type: 'ol',
        items: [
          'An advance on signing, commonly 20 to 30 percent, to reserve the team and start design.',
          'A payment on approval of the designs or clickable prototype.',
          'A payment when the features are complete on a staging environment that you can use yourself.',
          'The final payment on launch and handover of code, credentials and documentation.',
        ],
      },
      {
        type: 'p',
        text: 'Agree in writing what acceptance means for each milestone: which features, on which devices, and how many days you have to report problems. Ask for a short demo every week or two, even when nothing is due. A vendor who goes quiet for a month and then presents everything at once leaves you with no time to correct course.',
      },
      { type: 'h2', text: 'Make sure you own what you pay for' },
      {
        type: 'p',
        text: 'Ownership problems surface at the worst moment: when a vendor relationship ends, or when an investor asks who owns the code. Settle them at the start.',
      },
      {
        type: 'ul',
        items: [
          'The contract should transfer intellectual property in the custom code to your company. It is normal for this to happen on full payment, but you should have read access to the code repository throughout the project.',
          'Register the domain, the cloud accounts, the Google Play Console and Apple Developer accounts and the payment gateway in your company name, with your own billing. The vendor can be given access; you should never have to request access to your own accounts.',
          'Ask which open-source and paid components are used, and under which licences, so that nothing in the product restricts how you can use or sell it.',
          'Require a handover: setup instructions, environment variables, credentials, and a short architecture note that another developer could follow.',
          'Clarify what support after launch includes. A free maintenance period usually covers fixing defects in the delivered scope, not new features.',
        ],
      },
      { type: 'h2', text: 'Choosing the vendor' },
      {
        type: 'p',
        text: 'Look at live work, not only a portfolio page, and ask to speak to one or two past clients. Ask who exactly will work on your project and whether you can meet them. The person who sells the project is often not the person who builds it. Pay attention to the questions the vendor asks you: a good partner probes your scope, challenges features that do not earn their cost and tells you what they would leave out. A quote far below all the others, or one accepted without a single question, is a warning sign rather than a bargain.',
      },
      {
        type: 'quote',
        text: 'A clear brief, milestones you can test and accounts in your own name protect you far more than any contract clause written after things go wrong.',
      },
    ],
  },
] satisfies BlogPost[]
