import type { Guide } from '../schema'

export const guide = {
  slug: 'ds',
  title: 'Data Science',
  tagline: 'From Python basics to deployed, explainable models, learnt on real Indian data.',
  intro:
    'A 7-phase roadmap that takes you from your first Python notebook to machine-learning models you can evaluate, explain and deploy. You will work with Python 3.13, pandas and Polars, SQL, statistics, scikit-learn, SHAP and Streamlit on datasets you will recognise: IPL ball-by-ball records from Cricsheet, Census and NFHS district data, CPCB air quality and mandi prices from data.gov.in. Every phase ends with a mini project, and five capstones give you a portfolio that shows how you think, not just what you can import.',
  facts: [
    { label: 'Guide phases', value: '7' },
    { label: 'Self-paced duration', value: '5 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '10-12 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'Any laptop with 8 GB RAM (16 GB helps with the large-data labs in Phase 2) running Windows, macOS or Linux, or a free Google Colab account as a fallback. No programming experience is needed; Class 10 mathematics is enough to begin.',
  phaseColumns: 7,
  phases: [
    {
      id: 1,
      title: 'Python and Jupyter for Data Work',
      level: 'Absolute Beginner',
      duration: '2 Weeks',
      objective:
        'Set up a reproducible Python 3.13 environment and become fluent in the Python, NumPy and notebook habits that every later phase depends on.',
      icon: 'terminal',
      pages: [
        {
          title: 'Environment Setup with uv, JupyterLab and Git',
          topics: [
            'Installing Python 3.13 and managing project environments and lockfiles with uv (uv init, uv add, uv run)',
            'JupyterLab 4 and VS Code notebooks: kernels, Markdown cells and magics such as %timeit and %%time',
            'Notebook hygiene: Restart and Run All, relative paths and keeping raw data read-only',
            'Version control for notebooks: a .gitignore for data files and stripping outputs with nbstripout',
            'A standard project layout: data/raw, data/processed, notebooks, src and reports',
            'Google Colab as a zero-install fallback for low-spec laptops',
          ],
          handsOn: [
            'Create a project with uv, add pandas, matplotlib and jupyterlab, and confirm a classmate can reproduce the exact environment with uv sync from your lockfile',
            'Time a list comprehension against a plain for-loop that sums one million squares with %timeit and record the speed-up',
            'Push a notebook to GitHub with nbstripout configured and confirm the committed diff contains no output cells',
          ],
        },
        {
          title: 'Core Python for Data Scientists',
          topics: [
            'Core types, f-strings and number formatting in lakhs and crores',
            'Lists, dictionaries, sets and tuples, and choosing the right one for a lookup or a count',
            'Comprehensions, enumerate, zip and sorted with key functions',
            'Functions with type hints, default arguments and docstrings',
            'Reading CSV and JSON files with the csv and json modules and pathlib',
            'Exceptions and defensive parsing of messy input',
            'Dataclasses for small structured records',
          ],
          handsOn: [
            'Write format_inr(1234567.5) that returns "₹12,34,567.50" and test it on ten values including zero, negatives and amounts above ₹1 crore',
            'Download a state-wise JSON resource from data.gov.in and print the five states with the highest value using sorted with a key function',
            'Read a CSV of daily expenses with the csv module, skip malformed rows with try/except, and report how many rows were rejected and why',
          ],
        },
        {
          title: 'NumPy Foundations',
          topics: [
            'ndarray creation, dtypes and shape, and why vectorised code beats Python loops',
            'Indexing, slicing, boolean masks and fancy indexing',
            'Broadcasting rules with worked examples',
            'Aggregations along axes: sum, mean, std and argmax',
            'Reproducible randomness with numpy.random.default_rng and seeds',
          ],
          handsOn: [
            'Simulate 10,000 rolls of two dice with default_rng(42) and compare the frequency of each total with its theoretical probability in a table',
            'Standardise every column of a 1,000 × 5 matrix with one broadcasting expression and verify the column means are near 0 and standard deviations near 1',
          ],
        },
      ],
      miniProject: {
        title: 'Personal Expense Analyser',
        description:
          'A notebook that reads three months of sample UPI and card transactions, cleans them with plain Python and NumPy, and reports spending by category and week.',
        deliverables: [
          'A reproducible uv project with a lockfile and a README explaining how to run it',
          'Parsing, categorising and summarising functions with type hints and docstrings',
          'A notebook that runs top to bottom with Restart and Run All and ends in a summary table formatted in rupees',
        ],
      },
    },
    {
      id: 2,
      title: 'Data Wrangling with pandas and Polars',
      level: 'Beginner',
      duration: '3 Weeks',
      objective:
        'Load, clean, reshape and join real Indian datasets quickly and correctly with pandas, and know when Polars or DuckDB is the better tool.',
      icon: 'table',
      pages: [
        {
          title: 'pandas Fundamentals and Cleaning',
          topics: [
            'Series and DataFrame, index alignment and the dtypes that matter: category, datetime64, nullable Int64 and string',
            'read_csv options that prevent bugs: usecols, dtype, parse_dates, thousands and encoding',
            'Selecting with loc, iloc and boolean masks, and why chained assignment fails under Copy-on-Write',
            'Method chaining with assign, query, pipe and rename',
            'Missing values: isna, fillna and dropna, and flagging every imputed value',
            'Cleaning text with the .str accessor: strip, casing and extract with regular expressions',
          ],
          handsOn: [
            'Load a district-wise Census 2011 population table with explicit dtypes and cut its memory use by at least half with category and downcast numeric types, checked with memory_usage(deep=True)',
            'Map 15 inconsistent state spellings such as "Orissa", "ODISHA " and "Pondicherry" to a canonical list with a mapping dict and .str methods, with zero unmatched rows left',
            'Rewrite a five-step cleaning script as one method chain using assign and pipe, and confirm the output is identical with DataFrame.equals',
          ],
        },
        {
          title: 'Grouping, Reshaping and Joining',
          topics: [
            'groupby with named aggregations, transform and filter',
            'pivot_table, melt, stack and unstack between long and wide formats',
            'merge types with validate= and indicator=True for auditable joins',
            'Time-based operations: resample, rolling windows and date offsets',
            'Binning continuous variables with cut and qcut',
            'Writing tidy outputs to Parquet for fast, typed reloads',
          ],
          handsOn: [
            "Using Cricsheet IPL ball-by-ball data, compute every batter's season-wise runs, balls faced and strike rate in a single named groupby aggregation",
            'Join IPL match results to a venue table with validate="many_to_one" and indicator=True, and list every venue spelling that failed to match',
            'Reshape state-wise monthly rainfall from 12 month columns to long format with melt and back with pivot_table, verifying that annual totals are unchanged',
          ],
        },
        {
          title: 'Polars, DuckDB and Larger-Than-Memory Data',
          topics: [
            'Polars DataFrame and LazyFrame, expressions and the query optimiser',
            'scan_parquet and scan_csv with predicate and projection pushdown',
            'Polars group_by, with_columns, when/then/otherwise and window expressions with over',
            'Converting between pandas, Polars and Apache Arrow without copying data',
            'DuckDB for SQL directly over Parquet and CSV files on your laptop',
          ],
          handsOn: [
            'Aggregate a 5-million-row synthetic UPI transactions file by merchant with pandas and with a Polars LazyFrame, and compare wall time and peak memory',
            'Rewrite a pandas groupby-rank of transactions within each merchant as a Polars window expression with over, and assert that the ranks match exactly',
          ],
        },
      ],
      miniProject: {
        title: 'IPL Season Data Pipeline',
        description:
          'Turn raw Cricsheet IPL files into tidy, analysis-ready tables for deliveries, matches, batters and bowlers that you will reuse for the rest of the course.',
        deliverables: [
          'A cleaning script with functions and assertions for data-quality rules such as no negative runs and valid over numbers',
          'Parquet outputs for deliveries, matches, batter-seasons and bowler-seasons',
          'A Markdown data dictionary describing every column, its type and its source',
        ],
      },
    },
    {
      id: 3,
      title: 'Statistics and Probability for Data Science',
      level: 'Beginner to Intermediate',
      duration: '3 Weeks',
      objective:
        'Build the statistical intuition to summarise data honestly, quantify uncertainty and test claims with evidence rather than by eyeballing charts.',
      icon: 'flask',
      requirements: 'Comfort with Class 10 algebra; every formula is also demonstrated by simulation in NumPy.',
      pages: [
        {
          title: 'Descriptive Statistics, Probability and Distributions',
          topics: [
            'Mean, median, variance, standard deviation and IQR, and when the median tells the truer story',
            'Skewness, outliers and log transforms for income and price data',
            'Discrete distributions (Bernoulli, binomial and Poisson) with cricket and retail examples',
            'Continuous distributions (normal, exponential and log-normal) and Q-Q plots',
            "Conditional probability and Bayes' theorem through a medical screening example",
            'Sampling, sampling bias and survey weights in Indian household surveys such as PLFS and NFHS',
          ],
          handsOn: [
            'Compare mean and median monthly per-capita consumption expenditure across states from the HCES 2022-23 summary tables, and explain in two sentences why they differ',
            'Model sixes per IPL innings as a Poisson variable, estimate lambda from your Phase 2 tables and overlay the fitted PMF on the observed histogram',
            'Work out by hand the chance that a positive result is real for a test with 95 per cent sensitivity and 1 per cent prevalence, then confirm it by simulating 1,000,000 people with NumPy',
          ],
        },
        {
          title: 'Inference, Confidence Intervals and Hypothesis Tests',
          topics: [
            'The central limit theorem demonstrated by simulation on a skewed population',
            'Standard errors and confidence intervals, including bootstrap intervals with scipy.stats.bootstrap',
            'Null and alternative hypotheses, p-values, and Type I and Type II errors',
            "Comparing two groups with Welch's t-test (scipy.stats.ttest_ind with equal_var=False) and the Mann-Whitney U test",
            'Chi-square tests of independence for categorical variables',
            'Effect sizes, statistical power and multiple-testing corrections such as Benjamini-Hochberg',
          ],
          handsOn: [
            "Test whether powerplay strike rates differ between the two most recent IPL seasons with scipy.stats.ttest_ind(equal_var=False), and report Cohen's d next to the p-value",
            'Bootstrap a 95 per cent confidence interval for the median monthly rent in two Bengaluru localities from a rental listings dataset, and state whether the intervals overlap',
            'Run a chi-square test of whether the toss decision (bat or field) is associated with the match result, and write the conclusion in one plain-English sentence',
          ],
        },
        {
          title: 'Correlation, Experiments and Regression Thinking',
          topics: [
            'Pearson and Spearman correlation, and why correlation is not causation',
            "Simpson's paradox with a worked admissions-style example",
            'A/B test design: randomisation unit, sample size calculation and guardrail metrics',
            'Simple and multiple linear regression with statsmodels OLS, and reading its summary table',
            'Confounders, and drawing a first causal diagram before trusting a coefficient',
          ],
          handsOn: [
            'Calculate the sample size needed to detect a lift from 10 to 12 per cent checkout conversion at 80 per cent power with statsmodels, then confirm it by simulating 2,000 experiments',
            'Fit an OLS model of used-car price on age and kilometres driven with statsmodels, and interpret each coefficient in rupees per year and per 10,000 km',
          ],
        },
      ],
      miniProject: {
        title: 'Does the Toss Matter in the IPL?',
        description:
          "A statistical investigation into whether winning the toss changes a team's chance of winning, overall and by venue and season.",
        deliverables: [
          'Hypotheses and an analysis plan written before looking at the results',
          'Proportion and chi-square tests with confidence intervals, plus a check for venue-level confounding',
          'A one-page summary written for a cricket fan with no statistics background',
        ],
      },
    },
    {
      id: 4,
      title: 'Exploratory Analysis, Visualisation and SQL',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Explore unfamiliar data systematically, query it with SQL, and produce clear, honest charts that lead to questions worth modelling.',
      icon: 'chart',
      pages: [
        {
          title: 'Systematic Exploratory Data Analysis',
          topics: [
            'An EDA checklist: shape, dtypes, missingness, duplicates, valid ranges and possible target leakage',
            'Univariate, bivariate and multivariate views, and what each one can reveal',
            'Visualising missing-data patterns with missingno',
            'Automated profiling with ydata-profiling, and what it cannot tell you',
            'Outlier detection with IQR fences and z-scores versus domain rules',
            'Keeping a running log of findings and open questions while exploring',
          ],
          handsOn: [
            'Run a full EDA on the CPCB daily air-quality data for five Indian cities and record at least ten findings and five open questions, each backed by a chart',
            'Generate a ydata-profiling report, then find two problems it missed, such as a monitor reporting the same reading for days, by manual inspection',
          ],
        },
        {
          title: 'Visualisation with matplotlib, seaborn and Plotly',
          topics: [
            'The matplotlib Figure and Axes model and the object-oriented API',
            'seaborn statistical plots: histplot, boxplot, violinplot, pairplot and heatmap',
            'Interactive charts with Plotly Express: hover data, facets and animation frames',
            'Choosing a chart for comparison, distribution, composition or relationship',
            'Colour-blind-safe palettes, direct labelling and removing chart clutter',
            'State and district choropleths of India with GeoPandas or Plotly and a boundary GeoJSON',
          ],
          handsOn: [
            'Redesign a cluttered default chart of monthly PM2.5 by city into a publication-quality figure with direct labels, a title that states the insight and a source note',
            'Map literacy rate by state from Census 2011 and note in the caption which boundaries have changed since, such as Telangana and Ladakh',
            'Build an animated Plotly scatter of IPL team batting run rate against bowling economy across seasons, with team names on hover',
          ],
        },
        {
          title: 'SQL for Analysis with DuckDB and PostgreSQL',
          topics: [
            'SELECT, WHERE, GROUP BY and HAVING for analytical questions',
            'Inner, left and anti-joins for finding missing or unmatched records',
            'Common table expressions for readable multi-step queries',
            'Window functions ROW_NUMBER, RANK, LAG, LEAD and running totals',
            'Date truncation, date arithmetic and cohort queries',
            'Running SQL from Python with DuckDB and returning results as pandas or Polars DataFrames',
          ],
          handsOn: [
            "Load the IPL deliveries Parquet into DuckDB and list each season's top three wicket-takers with RANK() inside a CTE",
            "Write a cohort retention query on a sample e-commerce orders table that shows what share of each signup month's customers ordered again in months 1, 2 and 3",
            'Use LAG to compute month-on-month change in average AQI per city and return the five largest jumps with their months',
          ],
        },
      ],
      miniProject: {
        title: 'Air Quality Story for One City',
        description:
          'A short, evidence-backed analysis of how air quality in one Indian city changes across seasons, weekdays and festivals, built from SQL queries and clear charts.',
        deliverables: [
          'DuckDB queries saved as .sql files that produce every number in the report',
          'Five polished charts, each with a headline that states its finding',
          'A written summary of three findings and two limitations of the monitoring data',
        ],
      },
    },
    {
      id: 5,
      title: 'Machine Learning with scikit-learn',
      level: 'Intermediate to Advanced',
      duration: '4+ weeks',
      objective:
        'Train, tune and compare supervised and unsupervised models with leak-free scikit-learn pipelines, and understand what each algorithm is actually doing.',
      icon: 'brain',
      requirements:
        'Phases 2 and 3 completed; 8 GB RAM is enough for every lab, though tuning runs are faster on Colab.',
      pages: [
        {
          title: 'The ML Workflow and Leak-Free Pipelines',
          topics: [
            'Framing a problem: target, features, baseline and success metric agreed before modelling',
            'train_test_split with stratify, and why the test set is used only once',
            'ColumnTransformer with OneHotEncoder, OrdinalEncoder and StandardScaler inside a Pipeline',
            'Data leakage: target leakage, train-test contamination and features from the future',
            'Honest baselines with DummyClassifier and DummyRegressor',
            'Cross-validation with cross_validate, KFold, StratifiedKFold and GroupKFold',
          ],
          handsOn: [
            'Build a Pipeline that predicts used-car price on the CarDekho dataset and show that the scaler learnt its statistics from the training folds only',
            'Leak the target through a feature derived from price, record the inflated score, then remove it and explain the drop in one paragraph',
            'Compare 5-fold KFold with GroupKFold grouped by car model and explain why the scores differ',
          ],
        },
        {
          title: 'Supervised Algorithms in Practice',
          topics: [
            'Linear and logistic regression with L1 and L2 regularisation',
            'k-nearest neighbours and the curse of dimensionality',
            'Decision trees, tree depth and overfitting',
            'Random forests and HistGradientBoosting, plus XGBoost and LightGBM for tabular data',
            'Support vector machines and kernels at a conceptual level',
            'Class imbalance: class_weight, threshold moving and resampling',
          ],
          handsOn: [
            'Train logistic regression, random forest and HistGradientBoostingClassifier on a loan-default dataset and compare them with a DummyClassifier on PR-AUC',
            'Plot training and validation scores against max_depth for a decision tree and mark the depth where overfitting begins',
            'Handle a 1:20 class imbalance with class_weight="balanced" and separately with threshold tuning, comparing recall at a fixed 80 per cent precision',
          ],
        },
        {
          title: 'Tuning, Feature Engineering and Unsupervised Learning',
          topics: [
            'Hyperparameter search with GridSearchCV, RandomizedSearchCV and Optuna',
            'Feature engineering: interactions, date parts and TargetEncoder for high-cardinality categories',
            'K-means with silhouette scores for choosing k, and DBSCAN for irregular clusters',
            'PCA for dimensionality reduction and two-dimensional visualisation',
            'Saving fitted pipelines with joblib and pinning the scikit-learn version used to train them',
          ],
          handsOn: [
            'Tune a LightGBM regressor with Optuna for 50 trials and plot the optimisation history and parameter importances',
            'Cluster Indian districts on NFHS-5 health and education indicators after PCA, choose k by silhouette score and give each cluster a plain-language name',
          ],
        },
      ],
      miniProject: {
        title: 'Used-Car Price Estimator',
        description:
          'An end-to-end regression project on the CarDekho used-car dataset, from cleaning to a tuned, saved pipeline that Phase 7 will deploy.',
        deliverables: [
          'Dummy, linear and gradient-boosted models compared by cross-validated MAE in rupees',
          'A single Pipeline covering preprocessing and the model, saved with joblib',
          'An error analysis showing which brands and price bands the model gets most wrong',
        ],
      },
    },
    {
      id: 6,
      title: 'Model Evaluation, Interpretation and Time Series',
      level: 'Advanced',
      duration: '3 Weeks',
      objective:
        'Judge models with the right metrics, explain their predictions to stakeholders, check them for fairness, and forecast time-dependent data without fooling yourself.',
      icon: 'search',
      pages: [
        {
          title: 'Metrics, Thresholds and Calibration',
          topics: [
            'Regression metrics MAE, RMSE and MAPE, and why MAPE misleads near zero',
            'Confusion matrix, precision, recall and F1, and the business cost of each error type',
            'ROC-AUC versus PR-AUC on imbalanced problems',
            'Probability calibration with CalibrationDisplay and CalibratedClassifierCV',
            'Choosing a decision threshold from a cost matrix',
            'Learning curves for diagnosing high bias versus high variance',
          ],
          handsOn: [
            'For a loan-default model, compute the expected loss at thresholds from 0.1 to 0.9 with a cost matrix (missed default ₹50,000, rejected good customer ₹5,000) and pick the cheapest threshold',
            'Plot a reliability diagram for a random forest, calibrate it with isotonic regression and compare Brier scores before and after',
          ],
        },
        {
          title: 'Interpretability and Responsible ML with SHAP',
          topics: [
            'Global versus local explanations, and permutation importance versus impurity importance',
            'SHAP values from TreeExplainer on a gradient-boosted credit model: beeswarm, bar and waterfall views',
            'Partial dependence and ICE plots with PartialDependenceDisplay',
            'Fairness checks across gender, region or age groups with Fairlearn MetricFrame',
            'Model cards documenting data, intended use and known limitations',
            "Handling personal data under India's Digital Personal Data Protection Act, 2023",
          ],
          handsOn: [
            'Explain three individual loan decisions with SHAP waterfall plots and write a paragraph for each that the applicant could understand',
            'Show a case where impurity-based importance ranks a random high-cardinality ID column highly while permutation importance correctly ignores it',
            'Compare false-negative rates for urban and rural applicants with Fairlearn MetricFrame and propose one mitigation with its trade-off',
          ],
        },
        {
          title: 'Time Series Analysis and Forecasting',
          topics: [
            'Trend, seasonality and residuals with STL decomposition',
            'Stationarity, differencing, and reading ACF and PACF plots',
            'ARIMA and SARIMA with statsmodels, and automatic order selection with statsforecast AutoARIMA',
            'Forecasting with LightGBM using lag, rolling-window and calendar features',
            'Time-series cross-validation with TimeSeriesSplit and walk-forward backtests',
            'Festival and holiday effects such as Diwali and monsoon onset in Indian demand and price data',
          ],
          handsOn: [
            'Decompose five years of monthly onion prices from Agmarknet (via data.gov.in) with STL and name the months when the seasonal component peaks',
            'Forecast Delhi daily AQI 14 days ahead with a seasonal naive baseline, SARIMA and LightGBM with lag features, comparing MAE in a walk-forward backtest',
          ],
        },
      ],
      miniProject: {
        title: 'Mandi Price Forecaster',
        description:
          'A forecasting notebook that predicts the next eight weeks of wholesale prices for one commodity in one mandi and explains what drives the forecast.',
        deliverables: [
          'A walk-forward backtest comparing at least three methods against a seasonal naive baseline',
          'Prediction intervals on the final forecast with an honest note on their coverage',
          'A SHAP summary of the lag and calendar features used by the LightGBM model',
        ],
      },
    },
    {
      id: 7,
      title: 'Storytelling, Deployment and Portfolio',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Turn analyses and models into decisions: tell a clear story, ship an interactive Streamlit app others can use, and package your work into a portfolio that wins interviews.',
      icon: 'rocket',
      pages: [
        {
          title: 'Data Storytelling for Decision-Makers',
          topics: [
            'The pyramid principle: lead with the answer, then the evidence',
            'Structuring a report as context, finding, implication and recommendation',
            'Annotating charts to highlight the one thing that matters',
            'Communicating uncertainty with intervals and scenarios instead of single numbers',
            'Answering "why should I trust the model?" from non-technical stakeholders',
          ],
          handsOn: [
            'Turn your Phase 4 air-quality notebook into a five-slide deck for a municipal corporation, each slide with a headline sentence that states the finding',
            'Present your mandi price forecast with an 80 per cent prediction interval and explain in plain language what it means for a trader deciding how much to stock',
          ],
        },
        {
          title: 'Building and Deploying Streamlit Apps',
          topics: [
            'Streamlit layout with st.sidebar, st.columns, st.tabs and input widgets',
            'Caching with st.cache_data for data and st.cache_resource for models',
            'Session state and st.form for multi-step input',
            'Loading a joblib pipeline and validating user input before predicting',
            'Deploying to Streamlit Community Cloud or Hugging Face Spaces with secrets kept out of Git',
            'Containerising a Streamlit app with Docker for any cloud host',
          ],
          handsOn: [
            'Build a Streamlit app that loads your used-car price pipeline, validates inputs and shows the prediction with a SHAP waterfall plot for that car',
            'Measure page load time before and after adding st.cache_resource for the model and st.cache_data for the reference data',
            'Deploy the app to Streamlit Community Cloud from GitHub and test the public URL on a phone',
          ],
        },
        {
          title: 'Reproducibility, Monitoring and Career Readiness',
          topics: [
            'Moving notebook code into a src package with functions and pytest tests',
            'Experiment tracking with MLflow: parameters, metrics and model artefacts',
            'Validating data with pandera schemas before training and prediction',
            'Watching for data drift and performance decay after deployment',
            'A GitHub portfolio with README, results, limitations and a live demo link',
            'Indian data science interview formats: SQL rounds, case studies, statistics questions and take-home assignments',
          ],
          handsOn: [
            'Log ten model runs with different hyperparameters to MLflow, compare them in the UI and register the best model',
            'Add a pandera schema that rejects negative prices and unknown fuel types, and show the pipeline failing loudly on a deliberately corrupted file',
          ],
        },
      ],
      miniProject: {
        title: 'Published Data App',
        description:
          'Your used-car price estimator, or any earlier model, shipped as a public Streamlit app with tests, tracking and documentation.',
        deliverables: [
          'A live public URL and a Dockerfile that runs the same app locally',
          'pytest tests for the data-cleaning and feature functions, run on every push with GitHub Actions',
          'A README with problem, data, approach, results, limitations and a 90-second demo video',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'IPL Win Probability Engine',
      tech: ['Python 3.13', 'pandas', 'scikit-learn', 'LightGBM', 'SHAP', 'Streamlit'],
      description:
        "Using Cricsheet ball-by-ball data from every IPL season, predict the chasing team's win probability after each ball and show how it swung through a match. The app lets users replay any historical chase ball by ball.",
      requirements: [
        'Train on earlier seasons and test on the latest season only, never splitting a match across sets',
        'Calibrated probabilities checked with a reliability diagram and Brier score',
        'SHAP explanation of the three biggest probability swings in a chosen match',
        'Deployed Streamlit app with a match selector and a win-probability chart',
      ],
    },
    {
      title: 'Delhi Air Quality Forecasting',
      tech: ['pandas', 'statsmodels', 'statsforecast', 'LightGBM', 'Plotly', 'Streamlit'],
      description:
        'Forecast daily PM2.5 for Delhi monitoring stations seven days ahead from CPCB readings and weather features, and warn when a "Severe" AQI day is likely. The dashboard shows forecasts with their uncertainty for each station.',
      requirements: [
        'Walk-forward backtest covering at least one full winter season',
        'Comparison against seasonal naive and SARIMA baselines using MAE',
        'Prediction intervals shown on every forecast',
        'Documented handling of sensor gaps and stuck readings',
      ],
    },
    {
      title: 'District Development Segmentation',
      tech: ['pandas', 'GeoPandas', 'scikit-learn', 'Plotly', 'DuckDB'],
      description:
        'Combine NFHS-5 district health indicators with Census 2011 demographics to group districts into development profiles, map them, and recommend where a health NGO should focus its next programme.',
      requirements: [
        'A documented district name crosswalk that handles renamed and newly created districts',
        'PCA followed by K-means or hierarchical clustering, justified with silhouette analysis',
        'Interactive choropleth of the clusters with indicator values on hover',
        'A two-page policy brief with three prioritised recommendations',
      ],
    },
    {
      title: 'Credit Default Risk Scorecard',
      tech: ['scikit-learn', 'LightGBM', 'Optuna', 'SHAP', 'Fairlearn', 'MLflow'],
      description:
        'Build a probability-of-default model for personal loans on a public credit dataset such as Home Credit Default Risk, choose an approval threshold from business costs, and explain individual decisions to loan officers.',
      requirements: [
        'PR-AUC and expected-loss comparison against a logistic regression baseline',
        'Approval threshold chosen from an explicit cost matrix in rupees',
        'Fairness report across at least two demographic groups',
        'Model card covering intended use, limitations and DPDP Act considerations',
        'Every experiment tracked in MLflow',
      ],
    },
    {
      title: 'Crop Yield Prediction and Advisory App',
      tech: ['Polars', 'scikit-learn', 'XGBoost', 'SHAP', 'Streamlit', 'Docker'],
      description:
        'Predict district-level kharif crop yields from the data.gov.in district-wise crop production statistics and IMD rainfall records, then serve an advisory app that shows the expected yield and its main drivers for a chosen district and crop.',
      requirements: [
        'Cross-validation grouped by district so the model is always tested on unseen districts',
        'Rainfall features aggregated over the kharif season from June to September',
        'Streamlit app containerised with Docker and deployed publicly',
        'A limitations section covering missing years and changes in reporting',
      ],
    },
  ],
  promptsHeading: 'Reflection Questions',
  prompts: [
    'Think of an analysis where a different cleaning choice would have told a different story. Which decision mattered most, and how did you document it?',
    'When did a small p-value or a high accuracy score tempt you to over-claim? What would you now report alongside it?',
    'Which of your models would you be uncomfortable deploying for an Indian bank or hospital, and what evidence of calibration or fairness would change your mind?',
    'Explain one of your forecasts to a farmer, a shopkeeper or a government officer in three sentences. What did you leave out, and was that honest?',
    'Which project in your portfolio shows your thinking rather than just your code, and what would make a hiring manager trust its conclusions?',
  ],
  extras: [
    {
      kind: 'list',
      heading: "What You'll Achieve by Completion",
      items: [
        'Set up reproducible Python 3.13 projects with uv, Jupyter and Git, and move notebook code into tested modules',
        'Clean, join and reshape messy Indian public data from data.gov.in, the Census, NFHS and Cricsheet with pandas, Polars and SQL',
        'Apply statistics correctly: confidence intervals, hypothesis tests, A/B test design and regression interpretation',
        'Build, tune and compare leak-free scikit-learn pipelines for regression, classification and clustering',
        'Evaluate, calibrate and explain models with SHAP and fairness checks, and forecast time series with honest backtests',
        'Ship five capstone projects, with live Streamlit apps and a GitHub portfolio ready for data scientist interviews',
      ],
    },
  ],
} satisfies Guide
