import type { Guide } from '../schema'

export const guide = {
  slug: 'dataanalytics',
  title: 'Data Analytics',
  tagline: 'Turn raw business data into decisions with Excel, SQL, Python, Power BI and Tableau',
  intro:
    'A week-by-week roadmap from your first spreadsheet formula to presenting insights to leadership. Every phase uses Indian business data — e-commerce sales, UPI payments, retail chains and delivery apps — so your portfolio speaks the language of the companies hiring analysts here. Each phase closes with a mini project, and you finish with five capstones and a job-ready portfolio.',
  facts: [
    { label: 'Guide phases', value: '7' },
    { label: 'Self-paced duration', value: '4 months' },
    { label: 'Capstones', value: '5' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'No programming or statistics background is assumed: the course starts from spreadsheet formulas. You need a laptop with 8 GB RAM running Windows or macOS, Microsoft 365 Excel (Excel for the web covers most labs), a Google account for Sheets, and Power BI Desktop, which needs Windows.',
  phases: [
    {
      id: 1,
      title: 'Spreadsheet Foundations with Excel and Google Sheets',
      level: 'Absolute Beginner',
      duration: '2 Weeks',
      objective:
        'Clean, summarise and chart business data in Microsoft 365 Excel and Google Sheets using the formulas, pivot tables and Power Query steps analysts rely on every day.',
      icon: 'table',
      requirements:
        'Microsoft 365 Excel on Windows or macOS (Excel for the web covers most labs) and a Google account for Sheets.',
      pages: [
        {
          title: 'Formulas Analysts Use Daily',
          topics: [
            'Relative, absolute ($A$1) and mixed cell references when copying formulas',
            'Excel Tables (Ctrl+T) and structured references such as Sales[Amount]',
            'XLOOKUP with exact match, if_not_found and last-to-first search for the latest price',
            'SUMIFS, COUNTIFS and AVERAGEIFS for conditional totals by region and month',
            'Cleaning customer names, cities and pincodes with TRIM, PROPER, TEXTSPLIT and SUBSTITUTE',
            'EOMONTH, NETWORKDAYS.INTL and labelling Indian financial years that run April to March',
            'Dynamic array formulas with FILTER, SORT, UNIQUE and LET',
          ],
          handsOn: [
            'In a 5,000-row sales sheet for a Mumbai electronics retailer, use XLOOKUP to bring in product category and GST rate from a product master and flag every row where the lookup fails',
            'Build a financial-year summary with SUMIFS showing monthly revenue from April to March and a FY total that matches the raw sum exactly',
            "Clean 1,000 customer records with inconsistent city spellings (Bangalore, Bengaluru, B'lore) using TRIM, PROPER and a mapping table, and report how many unique cities remain",
          ],
        },
        {
          title: 'Pivot Tables, Charts and Conditional Formatting',
          topics: [
            'Pivot table anatomy: rows, columns, values, filters, and switching Sum to Count or % of Grand Total',
            'Grouping dates into months and quarters, with slicers and timelines for interactivity',
            'Pivot calculated fields versus helper columns in the source table',
            'GROUPBY and PIVOTBY in Microsoft 365 as formula-driven pivot tables',
            'Choosing a chart: column for comparison, line for trend, bar for ranking',
            'Conditional formatting with colour scales, data bars and formula-based rules',
          ],
          handsOn: [
            'Create a pivot table of revenue by state and quarter with a slicer for payment method (UPI, card, cash on delivery) and identify which state grew fastest quarter on quarter',
            'Recreate the same summary with PIVOTBY and confirm its totals match the pivot table to the rupee',
            'Build a one-page sales summary with a monthly revenue line chart, a top-10 products bar chart and conditional formatting that highlights stores below target',
          ],
        },
        {
          title: 'Power Query and Google Sheets for Repeatable Cleaning',
          topics: [
            'Power Query Editor: importing CSV and folder sources and reading the Applied Steps pane',
            'Unpivoting wide month columns into a tidy long table',
            'Merge queries for joins and append queries for stacking in Power Query',
            'Setting data types, splitting columns and replacing errors so a refresh never breaks',
            'The Google Sheets QUERY function with SQL-like SELECT, WHERE and GROUP BY clauses',
            'IMPORTRANGE and sharing permissions for collaborative team sheets',
          ],
          handsOn: [
            'Combine 12 monthly branch sales CSV files from a folder with Power Query, drop in a 13th file and confirm a single Refresh picks it up',
            'Unpivot a wide sheet of store-by-month targets into store, month and target columns and merge it with actuals to compute target achievement %',
            'In Google Sheets, use QUERY to return the top 5 cities by average order value and share a view-only link with a teammate',
          ],
        },
      ],
      miniProject: {
        title: 'Grocery Chain Monthly Sales Workbook',
        description:
          'Build a refreshable Excel workbook for a 12-store grocery chain in Pune that turns raw monthly exports into a clean sales summary the owner can read in two minutes.',
        deliverables: [
          'A Power Query pipeline that combines every monthly file and standardises product and store names',
          'A pivot-based summary of revenue, units and average bill value by store and month, with slicers',
          'A target-versus-actual sheet with conditional formatting for stores below 90% of target',
          'A note of under 150 words with three findings the owner should act on',
        ],
      },
    },
    {
      id: 2,
      title: 'Statistics for Business Decisions',
      level: 'Beginner',
      duration: '10 days',
      objective:
        'Learn the statistics an analyst actually uses — describing data honestly, spotting outliers and quantifying uncertainty — applied to sales, payments and delivery data.',
      icon: 'gauge',
      pages: [
        {
          title: 'Describing Business Data Honestly',
          topics: [
            'Mean, median and mode, and why median order value is often more honest than the mean',
            'Spread: range, interquartile range, variance and standard deviation',
            'Percentiles such as P90 delivery time for service-level reporting',
            'Right-skewed revenue data and the long tail of customer spend',
            'Outliers: the IQR rule, z-scores and deciding whether to exclude, cap or investigate',
            'Histograms and box plots for comparing distributions across stores and cities',
          ],
          handsOn: [
            'For a food-delivery dataset, compute mean, median and P90 delivery time per city in Excel or Sheets, and explain in two sentences why the mean misleads',
            'Flag outlier orders with the IQR rule, inspect 10 of them and classify each as a data error, a bulk order or a genuine high-value customer',
            'Draw side-by-side box plots of basket value for Delhi, Chennai and Jaipur and write one sentence per city on what the spread reveals',
          ],
        },
        {
          title: 'Probability, Sampling and Uncertainty',
          topics: [
            'Conditional probability with payment-failure examples by bank and app',
            'Populations, samples and sampling bias in customer satisfaction surveys',
            'The normal distribution and the central limit theorem in plain language',
            'Standard error and 95% confidence intervals for an average and for a proportion',
            'Correlation coefficients, scatter plots and why correlation does not prove causation',
            "Simpson's paradox in conversion rates split by marketing channel and city",
            'Simple linear regression in Excel with LINEST or the Analysis ToolPak',
          ],
          handsOn: [
            'Estimate the share of failed UPI transactions from a sample of 2,000 and report a 95% confidence interval; repeat with a sample of 200 and compare the interval widths',
            'Simulate the central limit theorem in Google Sheets by drawing 500 sample means from a skewed order-value column and plotting their histogram',
            "Build a table where overall conversion favours channel A but every city segment favours channel B, and explain the Simpson's paradox to a non-technical reader in one paragraph",
            'Fit a regression of monthly sales on marketing spend with the Analysis ToolPak, interpret the slope and R-squared, and list two confounders that could explain the relationship',
          ],
        },
      ],
      miniProject: {
        title: 'Delivery Performance Statistical Brief',
        description:
          'Analyse three months of delivery times and ratings for a food-delivery business across five Indian cities and write a one-page statistical brief for the operations head.',
        deliverables: [
          'A summary statistics table with median, P90 and IQR of delivery time per city',
          'Box plots and a histogram with clearly labelled axes and units',
          'Confidence intervals for the on-time delivery rate in each city',
          'A correlation check between delivery time and rating, with an explicit caveat on causation',
        ],
      },
    },
    {
      id: 3,
      title: 'SQL for Analysts',
      level: 'Beginner to Intermediate',
      duration: '3 Weeks',
      objective:
        'Query company databases directly: filter, join and aggregate millions of rows, then use CTEs and window functions for rankings, growth, retention and funnel analysis.',
      icon: 'database',
      requirements: 'PostgreSQL 17 or 18 with DBeaver, or DuckDB for zero-setup practice on CSV files.',
      pages: [
        {
          title: 'Querying, Filtering and Aggregating',
          topics: [
            'SELECT, WHERE, ORDER BY and LIMIT on an e-commerce orders table',
            'Filtering with IN, BETWEEN and LIKE, and handling missing values with IS NULL and COALESCE',
            'COUNT, COUNT(DISTINCT), SUM and AVG with GROUP BY and HAVING',
            'CASE WHEN for bucketing orders into value slabs such as under ₹500, ₹500–₹2,000 and above ₹2,000',
            'DATE_TRUNC, EXTRACT and filtering to the current Indian financial year',
            'Reading an unfamiliar schema: primary keys, foreign keys and the grain of each table',
          ],
          handsOn: [
            'Load a sample Indian e-commerce database (customers, orders, order_items, products, payments) into PostgreSQL or DuckDB and write queries for monthly GMV, order count and average order value',
            'Bucket orders into value slabs with CASE WHEN and report each slab share of orders and of revenue',
            'Find the 10 pincodes with the highest cash-on-delivery share among those with more than 100 orders, using HAVING',
          ],
        },
        {
          title: 'Joins and Combining Tables',
          topics: [
            'INNER JOIN versus LEFT JOIN and how each changes what you are counting',
            'Join fan-out: why revenue doubles when orders are joined to both items and payments',
            'Self-joins and joins on date ranges, such as matching orders to active promotions',
            'UNION ALL versus UNION for stacking monthly extracts',
            'Subqueries in WHERE and FROM, and EXISTS for "customers who ever bought X" questions',
            'Reconciling SQL totals with finance reports and explaining the differences',
          ],
          handsOn: [
            'Join orders, customers and products to compute revenue by customer city and product category, and check the grand total against a plain SUM on orders',
            'Reproduce a join fan-out bug on purpose, then fix it by pre-aggregating payments in a subquery and confirm revenue matches the orders table again',
            'List customers who bought a smartphone but no accessory within the following 30 days using EXISTS and NOT EXISTS',
          ],
        },
        {
          title: 'Window Functions, CTEs and Analyst Patterns',
          topics: [
            'WITH clauses to break a long business analysis into named, readable steps',
            'ROW_NUMBER and RANK for the top 3 products in each state',
            'Month-to-date GMV with SUM() OVER (ORDER BY order_date)',
            'LAG for month-over-month growth percentages in SQL',
            'Cohort retention in SQL: first-order month and active customers in each later month',
            'Funnel analysis from product view to add-to-cart to successful payment',
            'Share of total with SUM() OVER () and NTILE for customer spend deciles',
          ],
          handsOn: [
            'Write a query that returns month-over-month GMV growth with LAG and flags every month with negative growth',
            'Build a cohort retention table (first-order month by months since first order) and export it to Google Sheets as a colour-scaled heatmap',
            'Compute a four-step checkout funnel from an events table and identify the step with the biggest drop-off on mobile versus desktop',
            'Split customers into spend deciles with NTILE and report what share of revenue the top decile contributes',
          ],
        },
      ],
      miniProject: {
        title: 'Diwali Sale Performance Query Pack',
        description:
          'Analyse a Diwali sale week for an online fashion retailer purely in SQL and hand over a query pack another analyst can re-run next festive season.',
        deliverables: [
          'Queries for daily GMV, orders, AOV and cancellation rate during the sale versus the previous four weeks',
          'Top 10 categories and states by incremental revenue, written with CTEs',
          'A new-versus-returning customer split and the 30-day repeat rate of sale-acquired customers',
          'A README explaining each query, its grain and every assumption made',
        ],
      },
    },
    {
      id: 4,
      title: 'Python Analysis with pandas and Matplotlib',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Use Python in Jupyter to clean, reshape and analyse data that has outgrown spreadsheets, and produce clear, presentation-ready charts with Matplotlib and seaborn.',
      icon: 'code',
      requirements:
        'Python 3.12 or newer with JupyterLab or VS Code notebooks; Google Colab works with no installation.',
      pages: [
        {
          title: 'Python Essentials for Analysts',
          topics: [
            'Setting up JupyterLab or VS Code notebooks and a tidy analysis project folder',
            'Lists, dictionaries and f-strings for building readable report text',
            'A helper function that formats rupee amounts with Indian digit grouping in lakhs and crores',
            'Loops and list comprehensions, and why vectorised operations replace them in pandas',
            'Reading files with pathlib and handling encodings in Excel-exported CSVs',
          ],
          handsOn: [
            'Write format_inr(value) that returns strings like ₹12,34,567.50 and short forms like ₹1.2 Cr, and test it on five values including zero and a negative refund',
            'Loop over a folder of monthly CSV exports, print the row count of each and flag any file whose columns differ from the first',
          ],
        },
        {
          title: 'Cleaning and Reshaping with pandas',
          topics: [
            'DataFrames and Series: read_csv, read_excel, head, info and describe',
            'Selecting rows and columns with loc, iloc, boolean masks and query()',
            'Fixing dtypes, parsing dates and mapping inconsistent category labels',
            'Missing values with isna, fillna and dropna, and documenting every imputation',
            'groupby with named aggregations for multi-metric store summaries',
            'merge with the validate argument, and concat for stacking monthly files',
            'pivot_table, melt and resample for monthly and weekly time series',
          ],
          handsOn: [
            'Clean a messy 50,000-row retail transactions file: fix dates, standardise city names, drop exact duplicates and log how many rows each step changed',
            'Use groupby with named aggregations to produce revenue, orders, unique customers and AOV per store per month in a single DataFrame',
            "Merge transactions with a store master using validate='many_to_one' and track down the duplicate store code the check exposes",
            'Resample daily UPI transaction counts to weekly and monthly totals and compute week-over-week growth with pct_change',
          ],
        },
        {
          title: 'Visual Exploration with Matplotlib and seaborn',
          topics: [
            'Matplotlib figures and axes with plt.subplots, titles, labels and export at 200 dpi',
            'Line, bar, scatter and histogram plots and the business question each answers',
            'Formatting axes in lakhs and crores with FuncFormatter',
            'seaborn histplot, boxplot and barplot for distributions and category comparisons',
            'Small multiples to compare cities or categories on a shared scale',
            'An exploratory analysis checklist: shape, missingness, distributions, relationships and anomalies',
            'RFM segmentation with recency, frequency and monetary scores from pd.qcut',
          ],
          handsOn: [
            'Plot three years of monthly revenue with a crore-formatted y-axis and annotate the Diwali peaks with ax.annotate',
            'Create a 2x3 grid of small multiples showing weekly orders for six cities on a shared y-axis and save it as a PNG ready for a slide',
            'Score customers on recency, frequency and monetary value with pd.qcut, label segments such as Champions and At Risk, and chart the size of each segment',
          ],
        },
      ],
      miniProject: {
        title: 'Exploratory Analysis of UPI Growth',
        description:
          "Use NPCI's published monthly UPI statistics to analyse how transaction volume, value and ticket size have grown, and present the findings in a clean, reproducible notebook.",
        deliverables: [
          'A notebook that loads the monthly volume and value figures from the NPCI website into a tidy DataFrame',
          'Charts of volume, value and average ticket size over time with crore-formatted axes',
          'Month-over-month and year-over-year growth tables with the three biggest jumps explained',
          'A markdown summary of five insights with caveats about how NPCI defines each figure',
        ],
      },
    },
    {
      id: 5,
      title: 'Power BI and Tableau Dashboards',
      level: 'Intermediate',
      duration: '4 Weeks',
      objective:
        'Build interactive, well-modelled dashboards in Power BI Desktop and Tableau — from star-schema models and DAX measures to layout, interactivity, security and publishing.',
      icon: 'layout',
      requirements:
        'A Windows PC or virtual machine for the free Power BI Desktop; Tableau Public (free) runs on Windows and macOS.',
      pages: [
        {
          title: 'Power BI Data Modelling',
          topics: [
            'The Power BI Desktop workflow: Get Data, Power Query, model view and report view',
            'Star schema in Power BI: fact tables, dimension tables and one-to-many relationships',
            'Single versus bidirectional cross-filtering and why bidirectional should not be the default',
            'A marked date table with a fiscal year starting in April',
            'Import versus DirectQuery mode and their effect on speed and freshness',
            'Shrinking model size by removing unused columns and choosing compact data types',
          ],
          handsOn: [
            'Import an orders fact table with customer, product, store and date dimensions, build the relationships in model view and confirm none is many-to-many or bidirectional',
            'Create a date table with CALENDAR and add Indian fiscal year and fiscal quarter columns (Q1 = April to June), then mark it as the date table',
            'Open the model in DAX Studio, use VertiPaq Analyzer to find the three largest columns, remove or retype them and record the file size before and after',
          ],
        },
        {
          title: 'DAX Measures for Business Metrics',
          topics: [
            'Calculated columns versus measures, and row context versus filter context',
            'CALCULATE and filter context for month-over-month UPI transaction volume',
            'Time intelligence with TOTALYTD ending 31 March, SAMEPERIODLASTYEAR and DATEADD',
            'DIVIDE for safe ratios such as conversion rate and return rate',
            'SUMX and AVERAGEX iterators for line-level margin calculations',
            'VAR and RETURN for readable and faster DAX measures',
            'RANKX and TOPN for dynamic top-N product visuals',
          ],
          handsOn: [
            'Write measures for Total Sales, Orders, AOV, Gross Margin % and Return Rate using DIVIDE, and validate each against your SQL results from Phase 3',
            'Create Sales FYTD with TOTALYTD ending on 31 March and Sales YoY % with SAMEPERIODLASTYEAR; check that April starts a new fiscal year',
            'Build a month-over-month UPI volume growth measure with CALCULATE and DATEADD and show it in a matrix by bank',
            'Drive a top-N product visual with a numeric range (what-if) parameter so users can switch between the top 5, 10 and 20 products',
          ],
        },
        {
          title: 'Dashboard Design in Power BI and Tableau',
          topics: [
            'Designing for one audience and one decision, with three to five KPIs per page',
            'Z-pattern layout, whitespace, a consistent colour palette and accessible contrast',
            'Power BI slicers, drill-through pages, report-page tooltips and bookmarks',
            'Tableau Desktop essentials: dimensions versus measures, the Marks card and Show Me',
            'Tableau calculated fields, LOD expressions (FIXED, INCLUDE, EXCLUDE) and table calculations',
            'Tableau dashboard filter and highlight actions, and publishing to Tableau Public',
            'Power BI row-level security so regional managers see only their region',
          ],
          handsOn: [
            'Design a one-page executive dashboard for a retail chain with KPI cards, a monthly trend and a state map; collect feedback from one non-analyst and revise it',
            'Add a drill-through page from state to store detail and a tooltip page showing the top products for the hovered store',
            "Rebuild the dashboard in Tableau Public using a FIXED LOD expression for each customer's first purchase month, and publish the link",
            'Configure Power BI row-level security roles for North, South, East and West and test each with View as role',
          ],
        },
      ],
      miniProject: {
        title: 'D2C Skincare Brand Sales Dashboard',
        description:
          'Build a Power BI dashboard for a direct-to-consumer skincare brand that sells on its own website and on marketplaces, tracking sales, margin, returns and channel mix.',
        deliverables: [
          'A star-schema model with a fiscal date table and no bidirectional relationships',
          'At least 12 documented DAX measures including FYTD, YoY % and return rate',
          'An overview page, a channel drill-through page and a product tooltip page',
          'A Tableau Public version of the overview page for your portfolio',
          'A 2-minute screen recording walking through the dashboard',
        ],
      },
    },
    {
      id: 6,
      title: 'A/B Testing and Business Metrics',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Define the metrics that run an Indian digital business, and design, analyse and report A/B tests correctly so that product decisions rest on evidence rather than noise.',
      icon: 'flask',
      requirements: 'Phases 2 to 4 complete; Python with SciPy and statsmodels installed.',
      pages: [
        {
          title: 'Business Metrics and KPI Trees',
          topics: [
            'North-star metrics and KPI trees that break GMV into traffic, conversion and AOV',
            'E-commerce unit economics: contribution margin, CAC, LTV and payback period',
            'Engagement and retention metrics: DAU/MAU stickiness, retention curves and churn',
            'Payments metrics: UPI success rate, technical versus business declines and refund turnaround time',
            'Retail metrics: same-store sales growth, sales per square foot, sell-through and inventory days',
            'Leading versus lagging indicators, and guardrail metrics that protect the customer experience',
          ],
          handsOn: [
            'Draw a KPI tree for a quick-commerce app and link each leaf to a SQL query or DAX measure you have already written',
            'Calculate CAC, contribution margin per order and months to payback for three acquisition channels from a given marketing and orders dataset',
            'Investigate a simulated 8% drop in weekly GMV by decomposing it into traffic, conversion and AOV, and write a three-sentence root-cause note',
          ],
        },
        {
          title: 'Designing and Analysing A/B Tests',
          topics: [
            'Hypotheses, primary metrics and choosing the randomisation unit: user, session or store',
            'Minimum detectable effect, statistical power and sample size calculation',
            'Two-proportion z-test for conversion and Welch t-test for revenue per user with SciPy and statsmodels',
            'Explaining p-values and confidence intervals to stakeholders without jargon',
            'Pitfalls: peeking, sample ratio mismatch, novelty effects and multiple comparisons',
            'Variance reduction with CUPED and stratification at a conceptual level',
            'Geo and store-level tests for offline retail where user randomisation is impossible',
          ],
          handsOn: [
            'Calculate the sample size needed to detect a 0.5 percentage-point lift on a 4% checkout conversion at 80% power with statsmodels, and estimate how many days of traffic that requires',
            'Analyse a completed test of a UPI-first payment page: check for sample ratio mismatch with a chi-square test, then report the lift with a 95% confidence interval',
            'Simulate 1,000 A/A tests with daily peeking and show that the false-positive rate climbs well above 5%',
            'Write a one-page experiment readout with the decision, lift, confidence interval, guardrail metrics and risks',
          ],
        },
      ],
      miniProject: {
        title: 'One-Tap UPI Checkout Experiment',
        description:
          'Design and analyse an A/B test for a new one-tap UPI checkout at an online grocery app, from pre-registration to a launch recommendation.',
        deliverables: [
          'A pre-registration document with hypothesis, primary and guardrail metrics, MDE and sample size',
          'A Python notebook with the SRM check, conversion lift, revenue-per-user analysis and confidence intervals',
          'A segment analysis by device and city tier with a warning about multiple comparisons',
          'A decision memo recommending launch, iterate or stop',
        ],
      },
    },
    {
      id: 7,
      title: 'Storytelling, Stakeholders and Analyst Portfolio',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Turn analysis into decisions: structure insights as a story, present to managers with confidence, and package your work into a portfolio that gets interviews.',
      icon: 'briefcase',
      pages: [
        {
          title: 'Data Storytelling and Insight Writing',
          topics: [
            'The Pyramid Principle: lead with the answer, then support it with evidence',
            'Context, conflict and resolution as the shape of a data story for business audiences',
            'Action titles on slides ("South stores drove 70% of the decline") instead of topic titles',
            'Decluttering charts: removing gridlines, labelling directly and using one highlight colour',
            'Choosing memorable numbers: rounding to ₹ crore and framing per store or per customer',
            'Writing insight summaries and executive emails in under 200 words',
          ],
          handsOn: [
            'Take one of your Phase 4 charts, apply a declutter pass and an action title, and compare the before and after versions side by side',
            'Rewrite a 10-slide findings deck into a 5-slide Pyramid Principle story with the recommendation on slide 1',
            'Write a 150-word email to a regional sales head summarising Diwali sale performance with one clear ask',
          ],
        },
        {
          title: 'Working with Stakeholders',
          topics: [
            'Requirement gathering: turning "we need a dashboard" into the decision the dashboard supports',
            'Agreeing metric definitions with stakeholders and maintaining a metric dictionary',
            'Handling conflicting numbers between finance, sales and product teams',
            'Presenting to senior leaders: time-boxing, anticipating questions and answering "why is this number different?"',
            'Communicating uncertainty and limitations without losing credibility',
            'Prioritising ad hoc requests with an impact-versus-effort matrix',
          ],
          handsOn: [
            'Run a 30-minute mock requirement interview with a peer playing a store operations manager and produce a one-page brief of questions, metrics and decisions',
            'Create a metric dictionary for 10 KPIs from your earlier projects with definition, formula, owner and source table',
            'Deliver a 7-minute recorded presentation of one capstone to a peer panel and answer three challenge questions',
          ],
        },
        {
          title: 'Analyst Portfolio and Job Search',
          topics: [
            'Portfolio structure: three to five projects, each showing problem, approach, result and link',
            'Publishing notebooks on GitHub, dashboards on Tableau Public and write-ups on LinkedIn or a personal site',
            'Analyst interview rounds in India: SQL test, Excel test, case study and guesstimates',
            'Business case questions such as "why did orders drop 10% yesterday?"',
            'Certifications that help with shortlisting: Microsoft PL-300 Power BI Data Analyst and the Google Data Analytics Certificate',
            'Using Copilot in Excel and Power BI responsibly, and verifying every AI-generated formula or summary',
          ],
          handsOn: [
            'Publish a portfolio page linking at least three projects, each with a three-line summary and one chart',
            'Complete 15 timed SQL interview questions and 10 Excel tasks (XLOOKUP, pivots, nested IF logic) within a 90-minute mock test',
            'Practise three guesstimates aloud, such as the daily number of UPI payments at tea stalls in Bengaluru, and record your structure for review',
          ],
        },
      ],
      miniProject: {
        title: 'Portfolio Launch Pack',
        description:
          'Package your strongest work into a job-ready portfolio and a presentation you can deliver confidently in any interview.',
        deliverables: [
          'A portfolio site or GitHub profile README featuring at least three projects',
          'A 5-slide story deck with action titles for your best project',
          'An updated CV and LinkedIn profile with quantified project results',
          'A mock interview recording with self-review notes and three improvements',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Festive Season E-commerce Performance Report',
      tech: ['SQL', 'Power Query', 'Power BI', 'DAX'],
      description:
        'Analyse the festive sale period for a multi-category online marketplace and build a Power BI report that category heads can use every morning. Combine orders, traffic and returns to show what grew, what was genuinely incremental and what was lost to cancellations.',
      requirements: [
        'A star-schema model with a fiscal date table and at least 15 DAX measures validated against SQL',
        'Pages for executive overview, category drill-through and returns analysis',
        'Sale-period results compared with a pre-sale baseline, with incremental revenue quantified',
        'Row-level security so each category manager sees only their categories',
      ],
    },
    {
      title: 'UPI Payments Trends Story',
      tech: ['Python', 'pandas', 'Matplotlib', 'Tableau Public'],
      description:
        "Use NPCI's published UPI statistics — monthly volumes, values and app-wise market share — to tell the story of India's digital payments growth. Publish an interactive Tableau Public story alongside a reproducible companion notebook.",
      requirements: [
        'A notebook that downloads, cleans and combines at least 36 months of data',
        'App market-share and average ticket size trends annotated with key events',
        'A Tableau Public story of 5 to 7 points, each with an action title',
        'A limitations section explaining definitions and data gaps',
      ],
    },
    {
      title: 'Retail Chain Store and Inventory Scorecard',
      tech: ['Excel', 'Power Query', 'SQL', 'Power BI'],
      description:
        'For a 50-store retail chain across Tier 1 and Tier 2 cities, find which stores and categories are underperforming and where cash is tied up in stock. Deliver an ABC inventory analysis and a store scorecard the operations team can refresh every month.',
      requirements: [
        'Same-store sales growth, sales per square foot and sell-through computed per store and category',
        'ABC classification of SKUs by revenue contribution, with inventory days for each class',
        'A scorecard that refreshes from new monthly files without manual edits',
        'Three prioritised recommendations with an estimated ₹ impact for each',
      ],
    },
    {
      title: 'Checkout A/B Test Analysis and Decision Memo',
      tech: ['SQL', 'Python', 'SciPy', 'statsmodels', 'Google Slides'],
      description:
        'Analyse a complete A/B test of a redesigned checkout for a fashion e-commerce app, including guardrails and segments, and recommend whether to ship it. The emphasis is on statistical correctness and a decision-ready write-up.',
      requirements: [
        'A documented sample ratio mismatch check and pre-test balance check',
        'Primary metric lift with a 95% confidence interval and a post-hoc power assessment',
        'Guardrail metrics analysed: cancellation rate, page load time and cash-on-delivery share',
        'A one-page decision memo and a 5-slide presentation for the product head',
      ],
    },
    {
      title: 'Customer Retention and RFM Segmentation',
      tech: ['SQL', 'pandas', 'seaborn', 'Power BI or Tableau'],
      description:
        'For a quick-commerce or subscription business, measure cohort retention, segment customers with RFM and identify the behaviours of customers who stay. Translate the findings into targeted retention campaigns with an expected impact for each.',
      requirements: [
        'A monthly cohort retention heatmap built in SQL and cross-checked in pandas',
        'RFM segments with sizes, revenue share and a clear label for each segment',
        'A comparison of retained and churned customers on first-order behaviour',
        'Campaign proposals for at least three segments, each with a measurement plan',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which number in your analysis this week surprised you, and what did you check before you trusted it?',
    'Pick a chart you made: what decision should it help someone make, and would a busy manager see that in five seconds?',
    'When did a metric definition, such as active customer or GMV, change your conclusion, and how did you document it?',
    'Where did you see a correlation and feel tempted to claim causation, and what evidence would you need to be sure?',
    'How would you explain your latest finding to a store manager in Indore who has never used a dashboard, and what would you leave out?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Your Achievements',
      intro: 'By the end of this roadmap you will have built, published and practised:',
      items: [
        'A refreshable Excel workbook with Power Query cleaning, pivot summaries and target tracking for a retail chain',
        'A documented SQL query pack covering cohort retention, funnels, top-N rankings and month-over-month growth',
        'A reproducible pandas notebook on UPI growth with presentation-ready Matplotlib charts',
        'A Power BI dashboard with a star-schema model, fiscal-year DAX measures and row-level security',
        'A published Tableau Public dashboard you can share with recruiters',
        'An A/B test readout with a sample size plan, SRM check, confidence intervals and a launch decision',
        'A five-slide story deck and a recorded stakeholder presentation',
        'Interview readiness for SQL, Excel, case-study and guesstimate rounds',
      ],
    },
  ],
} satisfies Guide
