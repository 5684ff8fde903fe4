import type { Guide } from '../schema'

export const guide = {
  slug: 'aiml',
  title: 'AI & Machine Learning',
  tagline: 'From your first line of Python to deployed, monitored machine-learning models',
  intro:
    'A week-by-week path from Python basics to production machine learning. Each phase pairs the concepts with labs on real public datasets, measurable targets and a mini project, moving from data wrangling and the maths you actually need, through scikit-learn, gradient boosting and PyTorch deep learning, to MLflow, FastAPI, Docker and drift monitoring. You finish with a portfolio that shows you can build, evaluate, explain and ship models responsibly.',
  facts: [
    { label: 'Guide phases', value: '10' },
    { label: 'Self-paced duration', value: '5 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '10–12 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'No machine-learning background is needed: Phase 1 teaches the Python you will use, and Class 12 mathematics is enough for the maths phase. You need a laptop with 8 GB RAM (16 GB recommended), a GitHub account and a free Google Colab or Kaggle account for the GPU labs.',
  phases: [
    {
      id: 1,
      title: 'Python 3.13 for Machine Learning',
      level: 'Absolute Beginner',
      duration: '10 days',
      objective:
        'Set up a reproducible Python 3.13 workspace and write clean, tested Python for the data work you will do every day: containers, functions, files, notebooks and Git.',
      icon: 'code',
      requirements:
        'A laptop with 8 GB RAM (16 GB recommended), a GitHub account and a free Google Colab or Kaggle account for the GPU labs later on.',
      pages: [
        {
          title: 'Workspace Set-up with uv, VS Code and Jupyter',
          topics: [
            'Installing Python 3.13 and managing project environments with uv (uv init, uv add, uv.lock)',
            'Running notebooks in VS Code and JupyterLab: kernels, execution order and restart-and-run-all',
            'Google Colab and Kaggle notebooks: free GPU quotas, uploading data and saving outputs to Drive',
            'Git for ML repositories: ignoring data and checkpoints, small commits and a reproducible README',
            'A project layout for ML code: src/, notebooks/, data/raw versus data/processed and configs/',
          ],
          handsOn: [
            'Create a uv project pinned to Python 3.13 with numpy, pandas and jupyterlab; delete .venv, run uv sync and confirm the notebook kernel rebuilds identically from uv.lock',
            'Push a starter repository to GitHub with a .gitignore that excludes data/, *.pt, *.joblib and .venv/, plus a README that reproduces the environment in three commands',
            'Open the same notebook in Colab, switch to a T4 GPU runtime and print torch.cuda.get_device_name(0) to confirm GPU access',
          ],
        },
        {
          title: 'Core Python for Data Work',
          topics: [
            'Lists, dicts, sets and tuples: choosing the right container and the cost of membership lookups',
            'Comprehensions, generators and itertools for transforming records without explicit loops',
            'Functions with type hints, default arguments, *args/**kwargs and docstrings',
            'Dataclasses for modelling experiment settings such as learning rate, batch size and seed',
            'Reading and writing CSV and JSON with pathlib, the csv module and the json module',
            'Exceptions, the logging module and f-string formatting for readable training logs',
          ],
          handsOn: [
            'Parse a 50,000-line web-server log with a generator pipeline, count status codes per hour into a dict and write the summary to JSON; memory use should stay flat as the file grows',
            'Write an ExperimentConfig dataclass loaded from a JSON file, with validation that raises a clear ValueError for a negative learning rate or a batch size that is not a positive integer',
            'Count word frequencies in a 5 MB text file three ways (plain loop, dict.get, collections.Counter), time each with timeit and explain the fastest',
          ],
        },
        {
          title: 'Writing Reliable Python: Tests and Code Quality',
          topics: [
            'Unit-testing numeric code with pytest: fixtures, parametrize and pytest.approx',
            'Formatting and linting with Ruff; static type checking with mypy or Pyright',
            'Pre-commit hooks that stop unformatted or failing code reaching the repository',
            'Random seeds with random and numpy.random.default_rng, and why results can still vary',
            'Refactoring notebook cells into importable modules that notebooks then call',
          ],
          handsOn: [
            'Move a data-cleaning function from a notebook into src/cleaning.py, write five pytest cases (including empty input and missing values) and reach 90% line coverage with pytest-cov',
            'Add a pre-commit config running ruff check, ruff format and mypy; make a deliberately badly formatted commit and show the hook blocking it',
          ],
        },
      ],
      miniProject: {
        title: 'UPI Expense Tracker CLI',
        description:
          'A command-line tool that reads monthly UPI or bank-statement CSV exports, categorises transactions with keyword rules and prints a monthly spending summary.',
        deliverables: [
          'Typed Python package installable with uv, with a single entry-point command',
          'Category rules stored in a JSON file rather than hard-coded, with a default "uncategorised" bucket',
          'Monthly summary by category written to CSV and printed as a table in the terminal',
          'pytest suite covering parsing, categorisation, refunds and malformed rows',
        ],
      },
    },
    {
      id: 2,
      title: 'Data Wrangling and Visualisation with NumPy, pandas and Seaborn',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Manipulate arrays and tables fluently, clean messy real-world data and communicate what it shows with clear charts before any model is trained.',
      icon: 'table',
      pages: [
        {
          title: 'NumPy Arrays and Vectorised Computation',
          topics: [
            'ndarray shape, dtype and memory layout; the type-promotion rules introduced in NumPy 2',
            'Broadcasting rules and replacing Python loops with vectorised expressions',
            'Boolean masks, fancy indexing and np.where for conditional logic on arrays',
            'Axis-wise reductions with sum, mean and argmax, and keepdims for shape-safe arithmetic',
            'Matrix products with the @ operator, np.linalg.solve and np.linalg.norm',
            'Reproducible sampling with numpy.random.Generator and seeded default_rng',
          ],
          handsOn: [
            'Compute pairwise Euclidean distances for 5,000 points in 64 dimensions with a double loop and with broadcasting; confirm identical results with np.allclose and a speed-up of at least 50×',
            'Standardise every column of a 100,000 × 20 matrix in one broadcasted expression and assert each column mean is within 1e-9 of 0 and each standard deviation within 1e-9 of 1',
            'Simulate 10,000 rolls of two dice with default_rng(42) and compare the empirical distribution of sums with the theoretical one in a bar chart',
          ],
        },
        {
          title: 'pandas for Cleaning and Reshaping Real Data',
          topics: [
            'Selecting data with loc and iloc, and the Copy-on-Write behaviour that is the default from pandas 3.0',
            'Missing values: isna, fillna, interpolate and deciding when dropping rows is acceptable',
            'String and datetime accessors: .str, .dt and to_datetime with explicit formats and the Asia/Kolkata time zone',
            'groupby with agg, transform and named aggregations for per-group statistics',
            'merge, join and concat with validate= and indicator= to catch bad keys',
            'Reshaping with pivot_table, melt and stack; category dtype to cut memory',
            'Reading large files efficiently: usecols, dtype maps, chunksize and Parquet via PyArrow',
          ],
          handsOn: [
            'Clean one month of NYC Yellow Taxi trip records (Parquet): remove negative fares and zero-distance trips, derive trip duration and average speed, and log how many rows each rule removed',
            'Join the trips to the taxi-zone lookup table with merge(validate="many_to_one") and chart the top 10 pickup zones by revenue for each hour of the day',
            'Write the cleaned month to CSV and to Parquet with categorical columns, reload both with explicit dtypes and compare file size, load time and memory_usage(deep=True)',
          ],
        },
        {
          title: 'Exploratory Data Analysis and Visual Storytelling',
          topics: [
            'The Matplotlib figure and axes API: subplots, labels, annotations and saving at print resolution',
            'Seaborn statistical plots: histplot, kdeplot, boxplot, violinplot and pairplot',
            'Correlation heatmaps and why they miss non-linear relationships',
            'Spotting outliers, skewed distributions and suspicious columns during EDA',
            'Writing an EDA summary: the questions asked, the findings and the data-quality issues',
            'Colour-blind-safe palettes and honest axes that do not exaggerate differences',
          ],
          handsOn: [
            'Produce a six-panel EDA figure for the Kaggle Bengaluru House Price dataset (price per sq ft by location, BHK counts, outliers) and list three data-quality issues, such as total_sqft values given as ranges',
            "Recreate Anscombe's quartet and show that identical means, variances and correlations hide four very different relationships",
            'Draw a correlation heatmap for the California Housing data and write down the two features you expect to matter most, to check later against model feature importances',
          ],
        },
      ],
      miniProject: {
        title: 'Indian City Air-Quality Explorer',
        description:
          'Clean and analyse the public CPCB-derived "Air Quality Data in India" dataset to show how PM2.5 and AQI vary by city, season and year.',
        deliverables: [
          'Cleaning notebook that documents every dropped or imputed value, saving the result as Parquet',
          'At least eight charts, including a month-by-city heatmap showing the winter pollution peak in northern cities',
          'A data dictionary describing each column, its unit and its missing-value rate',
          'A one-page findings summary written for a non-technical reader',
        ],
      },
    },
    {
      id: 3,
      title: 'Maths for ML: Statistics, Probability and Linear Algebra',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Build working intuition for the statistics, probability, linear algebra and calculus behind ML, so you can read documentation, debug training and interpret results with confidence.',
      icon: 'chart',
      pages: [
        {
          title: 'Descriptive and Inferential Statistics',
          topics: [
            'Mean, median, variance, standard deviation and interquartile range on skewed data',
            'Sampling distributions, the central limit theorem and the standard error',
            'Bootstrap confidence intervals with scipy.stats.bootstrap',
            'Hypothesis tests for A/B experiments: t-test, chi-square test and common p-value mistakes',
            "Correlation versus causation: confounders and Simpson's paradox",
          ],
          handsOn: [
            'Simulate the central limit theorem: draw 5,000 sample means of size 30 from an exponential distribution and overlay the normal curve that theory predicts',
            'Compute a 95% bootstrap confidence interval for the difference in median house value between coastal and inland California districts and state whether it excludes zero',
            'Analyse a simulated A/B test of two checkout pages (4.0% vs 4.6% conversion, 8,000 users each) with a two-proportion z-test, then compute the sample size needed for 80% power',
          ],
        },
        {
          title: 'Probability for Machine Learning',
          topics: [
            "Conditional probability and Bayes' theorem worked through a diagnostic-test example",
            'Bernoulli, binomial, Poisson and normal distributions with their scipy.stats APIs',
            'Likelihood and maximum-likelihood estimation as the origin of common loss functions',
            'Deriving log-loss (binary cross-entropy) from the Bernoulli likelihood',
            'Naive Bayes as a first probabilistic text classifier',
          ],
          handsOn: [
            'Calculate by hand and in code the chance that a positive result on a 95%-sensitive, 90%-specific test means disease when prevalence is 1%; expect roughly 9%',
            'Fit a Poisson distribution to hourly taxi pickups in one zone by maximum likelihood and compare observed and expected counts in a chart',
            'Train MultinomialNB with CountVectorizer on the UCI SMS Spam Collection, reach at least 97% test accuracy and list the ten most spam-indicative tokens',
          ],
        },
        {
          title: 'Linear Algebra and Calculus Essentials',
          topics: [
            'Vectors, dot products and cosine similarity as a measure of closeness',
            'Matrices as linear transformations; rank, inverses and why we solve rather than invert',
            'Eigenvectors and singular value decomposition, the maths behind PCA',
            'Derivatives, partial derivatives and the gradient as the direction of steepest ascent',
            'The chain rule as the foundation of backpropagation',
            'Gradient descent: step size, convergence and why feature scaling speeds it up',
          ],
          handsOn: [
            'Solve ordinary least squares for California Housing three ways (normal equation, np.linalg.lstsq, scikit-learn LinearRegression) and confirm the coefficients agree to 1e-6',
            'Implement batch gradient descent for linear regression in NumPy, plot loss curves for three learning rates and show one of them diverging',
            'Compress a greyscale photograph with truncated SVD at ranks 5, 20 and 50 and plot reconstruction error against rank',
          ],
        },
      ],
      miniProject: {
        title: 'Linear and Logistic Regression from Scratch',
        description:
          'Implement both models in pure NumPy with gradient descent, derive the gradients yourself and check your results against scikit-learn.',
        deliverables: [
          'A NumPy package with fit and predict methods, tested against scikit-learn to within 1e-4',
          'A short Markdown derivation of the mean-squared-error and log-loss gradients',
          'Loss-curve plots showing the effect of learning rate and feature scaling',
        ],
      },
    },
    {
      id: 4,
      title: 'Supervised Learning with scikit-learn Pipelines',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Frame prediction problems correctly and build leak-free scikit-learn pipelines for regression and classification using linear models, trees, neighbours and forests.',
      icon: 'brain',
      pages: [
        {
          title: 'Framing ML Problems and the Estimator API',
          topics: [
            'Supervised versus unsupervised problems; agreeing on a target and a success metric with stakeholders',
            'The estimator API: fit, predict, predict_proba, transform, get_params and set_params',
            'Train, validation and test splits with stratification, and why the test set is used once',
            'Baselines with DummyClassifier and DummyRegressor before any real model',
            'The bias–variance trade-off seen through learning curves and validation curves',
          ],
          handsOn: [
            'For three business problems (loan default, food-delivery time, customer segments) write a one-page framing: target, features available at prediction time, metric and baseline',
            'Establish DummyRegressor and LinearRegression baselines on California Housing and report RMSE on a fixed test split (expect about 1.15 and 0.73 in units of $100,000)',
            'Plot learning_curve for a DecisionTreeRegressor at max_depth=3 and at unlimited depth and explain which one overfits and why',
          ],
        },
        {
          title: 'Leak-free Pipelines with ColumnTransformer',
          topics: [
            'ColumnTransformer for data frames with mixed numeric and categorical columns',
            'SimpleImputer, StandardScaler, OneHotEncoder(handle_unknown="ignore") and OrdinalEncoder',
            'Why preprocessing must be fitted inside the pipeline to avoid data leakage',
            'Readable feature names with set_output(transform="pandas") and get_feature_names_out',
            'Custom steps with FunctionTransformer and BaseEstimator plus TransformerMixin',
            'Saving fitted pipelines safely with skops instead of raw pickle, and versioning the files',
          ],
          handsOn: [
            'Build a Pipeline of ColumnTransformer and LogisticRegression for the UCI Adult income dataset and reach ROC-AUC of at least 0.90 on a stratified 20% test split',
            'Select the 20 "best" of 10,000 pure-noise features with SelectKBest before cross-validation and observe high accuracy on random labels; move selection inside the Pipeline and watch it fall to about 50%',
            'Save the fitted Adult pipeline with skops, reload it in a fresh Python process and assert identical predict_proba output on 100 rows',
          ],
        },
        {
          title: 'Core Algorithms: Linear Models, Trees, Neighbours and Forests',
          topics: [
            'Linear and logistic regression with L1, L2 and elastic-net regularisation',
            'Decision trees: Gini impurity, max_depth, min_samples_leaf and readable rules',
            'k-nearest neighbours, distance scaling and the curse of dimensionality',
            'Support vector machines with RBF kernels and the C and gamma parameters',
            'Random forests: bagging, feature subsampling and the out-of-bag score',
          ],
          handsOn: [
            'Train Ridge, Lasso and ElasticNet on the Ames Housing data (fetch_openml) with log-transformed sale price and chart how many coefficients Lasso sets to zero as alpha grows',
            'Compare KNN, SVC, DecisionTree and RandomForest on the Breast Cancer Wisconsin data with 5-fold stratified cross-validation and report mean ± std accuracy in one table',
            'Visualise a depth-3 decision tree for Titanic survival with plot_tree and write the three rules it learned in plain English',
          ],
        },
      ],
      miniProject: {
        title: 'Used-Car Price Estimator',
        description:
          'Predict resale prices from the Kaggle CarDekho vehicle dataset with a single end-to-end pipeline that a teammate can retrain with one command.',
        deliverables: [
          'Pipeline with imputation, encoding and a tuned model, trained by a single train.py script',
          'Cross-validated comparison of Ridge, RandomForest and KNN with mean ± std RMSE',
          'Error analysis by brand, fuel type and car age, with the worst segment explained',
          'Saved model plus a predict.py that prices a car described in a JSON file',
        ],
      },
    },
    {
      id: 5,
      title: 'Feature Engineering, Model Evaluation and Tuning',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Turn raw columns into informative features, choose metrics that match the real cost of errors and tune models without fooling yourself about their performance.',
      icon: 'gauge',
      pages: [
        {
          title: 'Feature Engineering for Tabular Data',
          topics: [
            'High-cardinality categoricals with TargetEncoder and its built-in cross fitting',
            'Calendar features: cyclical hour and weekday encodings, public holidays and festival seasons such as Diwali',
            'Non-linear features with SplineTransformer, PolynomialFeatures and KBinsDiscretizer',
            'Log, Box-Cox and Yeo-Johnson transforms for skewed targets and inputs',
            'Entity aggregations: customer-level counts, recency and rolling-window statistics',
            'Feature selection with permutation importance and SelectFromModel',
          ],
          handsOn: [
            'On the UCI Bike Sharing hourly data, replace raw hour-as-a-number with sine/cosine and SplineTransformer features in a Ridge model and report the RMSE improvement',
            'On the Kaggle Amazon Employee Access data, compare OneHotEncoder and TargetEncoder for the high-cardinality RESOURCE and MGR_ID columns by ROC-AUC, fit time and feature count',
            'Build recency, frequency and monetary features from UCI Online Retail II transactions and add a unit test proving each uses only data before the cut-off date',
          ],
        },
        {
          title: 'Choosing and Reading Evaluation Metrics',
          topics: [
            'Confusion matrix, precision, recall and F1, and when accuracy misleads',
            'ROC-AUC versus precision–recall AUC (average precision) for rare positive classes',
            'Cost-sensitive decision thresholds with TunedThresholdClassifierCV',
            'Probability calibration: reliability diagrams, CalibratedClassifierCV and the Brier score',
            'Regression metrics: MAE, RMSE and MAPE, and which one fits which business question',
            'Cross-validation schemes: StratifiedKFold, GroupKFold and TimeSeriesSplit',
          ],
          handsOn: [
            'On the Kaggle Credit Card Fraud data (0.17% positives) show a 99.8%-accurate model that catches no fraud, then report average precision and recall at a 1% false-positive rate for a real model',
            'Assign costs of ₹5,000 per missed fraud and ₹200 per false alarm and use TunedThresholdClassifierCV to pick the threshold with the lowest total cost; compare with the default 0.5',
            'Plot reliability diagrams for GaussianNB, LogisticRegression and RandomForest, calibrate the worst with isotonic regression and report the Brier score before and after',
          ],
        },
        {
          title: 'Hyperparameter Tuning and Honest Validation',
          topics: [
            'GridSearchCV and RandomizedSearchCV over whole pipelines using step__param names',
            'Bayesian optimisation with Optuna: TPE sampler, pruners and persistent study storage',
            'Nested cross-validation to estimate the performance of a tuned model',
            'Detecting leakage: target leakage, train–test contamination and features from the future',
            'Slice-based error analysis to find the segments where a model fails',
          ],
          handsOn: [
            'Drop the leaky call-duration column from the UCI Bank Marketing data, tune a HistGradientBoostingClassifier with Optuna for 50 trials and report test ROC-AUC (expect roughly 0.79–0.81)',
            'Compare the best score from a plain GridSearchCV with a nested cross-validation estimate on the same data and explain the optimistic bias',
            'Use Fairlearn MetricFrame to report recall and false-positive rate of your Adult income model by sex and race, and write two sentences on what the gaps would mean in a real decision',
          ],
        },
      ],
      miniProject: {
        title: 'Telecom Churn Early-Warning Model',
        description:
          'Predict which customers of the IBM Telco Customer Churn dataset will leave, and pick an operating threshold based on what a retention offer costs.',
        deliverables: [
          'Documented feature set with the reasoning behind each engineered feature',
          'Leak-free pipeline tuned with Optuna, with cross-validated and test scores reported separately',
          'Threshold chosen from a cost matrix (offer cost versus lost monthly revenue) with the expected saving',
          'Calibration plot and an error analysis by contract type and tenure band',
        ],
      },
    },
    {
      id: 6,
      title: 'Gradient Boosting, Explainability and Unsupervised Learning',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Master gradient-boosted trees, the workhorse of tabular ML, explain their predictions with SHAP, and use clustering, dimensionality reduction and anomaly detection when there are no labels.',
      icon: 'layers',
      pages: [
        {
          title: 'XGBoost, LightGBM and CatBoost in Practice',
          topics: [
            'How gradient boosting fits residuals: learning rate, number of trees and shrinkage',
            'XGBoost parameters: max_depth, min_child_weight, subsample, colsample_bytree and tree_method="hist"',
            'LightGBM parameters: num_leaves, min_data_in_leaf, feature_fraction and native categorical support',
            'Early stopping on a validation set to choose the number of boosting rounds',
            'Class imbalance in boosting with scale_pos_weight and is_unbalance',
            'CatBoost ordered boosting for categorical-heavy data',
            'GPU training in XGBoost with device="cuda"',
          ],
          handsOn: [
            'Train LightGBM on California Housing with early stopping on a validation split and beat your RandomForest; target test RMSE of 0.47 or lower',
            'Train XGBoost on the credit card fraud data with scale_pos_weight and early stopping and reach average precision of at least 0.80 on the test set',
            'Time 1,000 XGBoost trees with device="cpu" and device="cuda" on a Colab T4 and record the speed-up',
          ],
        },
        {
          title: 'Explaining Models with SHAP and Partial Dependence',
          topics: [
            'Impurity-based versus permutation feature importance and the biases of each',
            'SHAP TreeExplainer for gradient-boosted models: global beeswarm summaries and per-prediction waterfalls',
            'Partial dependence and ICE curves with PartialDependenceDisplay',
            'Monotonic constraints in LightGBM and XGBoost for models that make business sense',
            'Writing model explanations for customers, managers and regulators',
          ],
          handsOn: [
            'Produce a SHAP beeswarm for your LightGBM housing model and a waterfall plot for the most over-predicted district, then explain in three sentences why the model erred',
            'Add a monotonic increasing constraint on median income and confirm with partial dependence that predictions never fall as income rises',
            'Add a random-noise column, compare impurity and permutation importance and show which method wrongly ranks the noise feature higher',
          ],
        },
        {
          title: 'Clustering, Dimensionality Reduction and Anomaly Detection',
          topics: [
            'k-means, choosing k with the elbow method and silhouette scores',
            'Density-based clustering with DBSCAN and HDBSCAN for irregular shapes and noise',
            'PCA for compression and visualisation; reading the explained variance ratio',
            'Non-linear embeddings with t-SNE and UMAP, and how not to over-interpret them',
            'Unsupervised anomaly detection with IsolationForest and Local Outlier Factor',
            'A segmentation workflow: scale, cluster, profile and name the segments',
          ],
          handsOn: [
            'Segment UCI Online Retail II customers on RFM features with k-means, choose k using silhouette scores and write a one-line marketing persona for each segment',
            'Project the 64-dimensional scikit-learn digits dataset with PCA, t-SNE and UMAP side by side and note which separates the classes best',
            'Train IsolationForest on the credit card data without labels and measure what share of true frauds fall in the top 1% of anomaly scores',
          ],
        },
      ],
      miniProject: {
        title: 'Insurance Cross-Sell Propensity Model',
        description:
          'Use the Kaggle Health Insurance Cross Sell Prediction data to rank existing customers by their likelihood of buying vehicle insurance, and explain the ranking to a sales team.',
        deliverables: [
          'LightGBM, XGBoost and CatBoost compared with early stopping and identical splits',
          'SHAP summary plot plus three individual customer explanations in plain language',
          'Cumulative gains and top-decile lift chart for the best model',
          'Clusters of likely buyers profiled so marketing can tailor the offer',
        ],
      },
    },
    {
      id: 7,
      title: 'Deep Learning Foundations with PyTorch 2.x',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Understand how neural networks learn and write clean PyTorch 2.x training loops that run on CPU or GPU, with regularisation, mixed precision, checkpointing and tracked experiments.',
      icon: 'cpu',
      requirements:
        'A free Colab or Kaggle T4 GPU is enough for every lab in this and the next two phases; a local NVIDIA GPU or Apple Silicon Mac is optional.',
      pages: [
        {
          title: 'Tensors, Autograd and the Training Loop',
          topics: [
            'PyTorch tensors, dtypes and moving data between CPU, CUDA and Apple MPS devices',
            'Autograd: computational graphs, requires_grad, backward() and zeroing gradients',
            'Building models with nn.Module, nn.Sequential and a custom forward()',
            'Choosing a loss: MSELoss, CrossEntropyLoss on raw logits and BCEWithLogitsLoss',
            'Optimisers: SGD with momentum, Adam and AdamW with decoupled weight decay',
            'Dataset and DataLoader: batching, shuffling, num_workers and pin_memory',
          ],
          handsOn: [
            'Compute the gradient of a small function by hand and with torch.autograd.grad and assert they match with torch.allclose',
            'Write a complete train/eval loop for an MLP on MNIST, switching model.train() and model.eval() correctly, and reach at least 97.5% test accuracy within 10 epochs',
            'Implement logistic regression for the Adult dataset in PyTorch and match your scikit-learn ROC-AUC to within 0.01',
          ],
        },
        {
          title: 'Training Neural Networks That Generalise',
          topics: [
            'Weight initialisation, ReLU and GELU activations and the vanishing-gradient problem',
            'Batch normalisation, layer normalisation and dropout, and where each belongs',
            'Learning-rate schedules: step decay, cosine annealing and OneCycleLR',
            'Mixed-precision training with torch.autocast in bfloat16 or float16',
            'torch.compile for faster training and diagnosing graph breaks',
            'Saving and loading state_dict checkpoints, resuming training and early stopping',
          ],
          handsOn: [
            'Train the same Fashion-MNIST MLP with and without dropout and batch normalisation, plot train versus validation loss and explain the gap',
            'Run a learning-rate range test, then train with OneCycleLR and compare the epochs needed to reach 89% Fashion-MNIST accuracy against a constant learning rate',
            'Benchmark one training epoch in eager mode, with torch.autocast and with torch.compile on a Colab T4 and record throughput in samples per second',
          ],
        },
        {
          title: 'Experiment Tracking and Reproducible Training',
          topics: [
            'Tracking PyTorch runs with MLflow: log_params, log_metric per epoch and model artefacts',
            'TensorBoard for loss curves, weight histograms and learning-rate plots',
            'Determinism in PyTorch: torch.manual_seed, torch.use_deterministic_algorithms and cuDNN flags',
            'Config-driven training scripts with argparse or Hydra instead of editing notebook cells',
            'PyTorch Lightning versus plain PyTorch loops: what you gain and what you hide',
          ],
          handsOn: [
            'Run 12 Fashion-MNIST experiments varying learning rate, batch size and dropout, log them to a local MLflow server and select the best run from the comparison view',
            'Make a CPU training run bit-for-bit reproducible: run it twice with the same seed and assert identical final weights',
          ],
        },
      ],
      miniProject: {
        title: 'Neural Network versus Gradient Boosting on Tabular Data',
        description:
          'Build an MLP with entity embeddings for categorical columns on the Adult dataset and compare it honestly with your tuned LightGBM model.',
        deliverables: [
          'PyTorch model with an nn.Embedding per categorical column and early stopping',
          'MLflow-tracked sweep of at least ten configurations',
          'Comparison table of ROC-AUC, training time and inference latency against LightGBM',
          'A short write-up on when deep learning is worth it for tabular problems',
        ],
      },
    },
    {
      id: 8,
      title: 'Computer Vision with Convolutional Networks',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Build, train and fine-tune CNNs and vision transformers for image classification, and understand the detection and segmentation workflows used in industry.',
      icon: 'image',
      pages: [
        {
          title: 'Convolutional Neural Networks from First Principles',
          topics: [
            'Convolutions, kernels, stride, padding and receptive fields',
            'Pooling and channels: how feature maps become deeper and smaller through a network',
            'Landmark architectures: LeNet, VGG and residual connections in ResNet',
            'Augmentation with torchvision.transforms.v2: flips, random crops, RandAugment, MixUp and CutMix',
            'Loading image folders with torchvision.datasets.ImageFolder and custom Dataset classes',
          ],
          handsOn: [
            'Implement a 2D convolution in NumPy and check it against torch.nn.functional.conv2d on a random 3-channel image',
            'Train a small CNN on CIFAR-10 without and then with augmentation; reach at least 80% test accuracy with augmentation and record the gain',
            'Train 20-layer plain and residual networks on CIFAR-10 for 15 epochs each and compare their training-loss curves',
          ],
        },
        {
          title: 'Transfer Learning and Modern Vision Models',
          topics: [
            'Pretrained backbones from torchvision and timm: ResNet-50, EfficientNet and ConvNeXt',
            'Feature extraction versus full fine-tuning; freezing layers and discriminative learning rates',
            'Vision Transformers: image patches, position embeddings and when they beat CNNs',
            'Small and imbalanced image datasets: class weights and WeightedRandomSampler',
            'Seeing what the network sees with Grad-CAM heatmaps',
            'Exporting to ONNX and running inference with ONNX Runtime on CPU',
          ],
          handsOn: [
            'Fine-tune a pretrained ResNet-50 on the Oxford-IIIT Pet dataset (37 breeds) and reach at least 90% test accuracy',
            'Generate Grad-CAM heatmaps for ten misclassified pets and label each failure as background, pose or look-alike breed',
            'Export the fine-tuned model to ONNX, run it with ONNX Runtime on CPU and compare per-image latency with PyTorch eager mode',
          ],
        },
        {
          title: 'Object Detection and Segmentation Workflows',
          topics: [
            'Detection concepts: bounding boxes, intersection over union, non-maximum suppression and mAP',
            'Fine-tuning Ultralytics YOLO detectors (YOLO11 or newer) on a custom dataset',
            'Semantic versus instance segmentation, and promptable segmentation with SAM 2',
            'Annotation with Label Studio and the COCO JSON and YOLO text label formats',
            'Evaluating detectors per class and at different IoU thresholds',
          ],
          handsOn: [
            'Collect and annotate 150 street images of two-wheeler riders with and without helmets in Label Studio, fine-tune a YOLO nano model and report mAP@0.5 on 30 held-out images',
            'Segment objects in five of your own photos with SAM 2 from point prompts and export the masks as PNG files',
          ],
        },
      ],
      miniProject: {
        title: 'Indian Currency Note Recogniser',
        description:
          'Classify photographs of Indian banknotes by denomination with a fine-tuned pretrained model, as a first step towards an assistive app for visually impaired users.',
        deliverables: [
          'Train, validation and test splits with photos taken under varied lighting and backgrounds',
          'Fine-tuned model with at least 95% test accuracy and a per-class confusion matrix',
          'Grad-CAM examples showing which regions of the note drive each prediction',
          'ONNX export and a Gradio demo that accepts a webcam or uploaded photo',
        ],
      },
    },
    {
      id: 9,
      title: 'Sequence Models, NLP and Transformers',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Process text and time series with classical NLP, recurrent networks and transformers, and fine-tune pretrained Hugging Face models for real language tasks, including Indian languages.',
      icon: 'message',
      pages: [
        {
          title: 'Text Representation and Classical NLP',
          topics: [
            'Text normalisation and subword tokenisation (BPE, WordPiece), including Unicode issues in Indic scripts',
            'Bag-of-words and TF-IDF with word and character n-grams in scikit-learn',
            'Static word embeddings: word2vec and GloVe intuition, and where analogies break',
            'Evaluating multi-class text classifiers with macro and micro F1',
            'Code-mixed Hinglish text: transliteration, spelling variation and its effect on models',
          ],
          handsOn: [
            'Train TF-IDF (1–2 grams) with LogisticRegression on IMDB reviews, reach at least 89% test accuracy and list the 15 strongest positive and negative n-grams',
            'Train word2vec with gensim on a news corpus, test ten analogies such as king − man + woman and report which succeed',
            'Classify AG News into its four topics and report macro F1 with a per-class confusion matrix',
          ],
        },
        {
          title: 'Recurrent Networks and Time-Series Forecasting',
          topics: [
            'Sequence tensor shapes (batch, time, features), padding and packed sequences',
            'RNN, LSTM and GRU cells: gates and why they ease vanishing gradients',
            'Turning a time series into supervised windows: lags, horizons and look-ahead leakage',
            'Forecasting baselines: naive, seasonal naive and moving average',
            'Temporal 1D convolutions as a faster alternative to recurrent layers',
          ],
          handsOn: [
            'Build a sliding-window dataset from the Jena Climate recordings and forecast temperature 24 hours ahead with an LSTM that beats the naive "same as now" baseline MAE',
            'Train a GRU sentiment classifier with an nn.Embedding layer on IMDB and compare accuracy and training time with your TF-IDF model',
          ],
        },
        {
          title: 'Attention, Transformers and Hugging Face',
          topics: [
            'Scaled dot-product attention, multi-head attention and positional encodings',
            'Encoder-only, decoder-only and encoder–decoder transformers: the BERT, GPT and T5 families',
            'Hugging Face Transformers: AutoTokenizer, AutoModelForSequenceClassification and the Trainer API',
            'The Hugging Face datasets library: load_dataset, batched map tokenisation and splits',
            'Fine-tuning settings that matter: learning rates of 2e-5 to 5e-5, warm-up and maximum sequence length',
            'Multilingual and Indic encoders: MuRIL, IndicBERT and XLM-RoBERTa',
          ],
          handsOn: [
            'Implement scaled dot-product attention in PyTorch and check it against torch.nn.functional.scaled_dot_product_attention on random inputs',
            'Fine-tune DistilBERT on IMDB with the Trainer API on a free T4 and reach at least 92% test accuracy',
            'Train a character-level mini-GPT (4 layers, 4 heads) on Tiny Shakespeare, reach a validation loss of 1.7 or lower and sample 500 characters',
          ],
        },
      ],
      miniProject: {
        title: 'Bilingual Customer-Query Intent Router',
        description:
          'Route customer messages in English and Hindi to the right intent using the en-US and hi-IN portions of the Amazon MASSIVE dataset.',
        deliverables: [
          'TF-IDF baseline and a fine-tuned XLM-RoBERTa or MuRIL model trained on both languages',
          'Macro F1 reported separately for English and Hindi test sets',
          'Error analysis on 30 hand-written code-mixed Hinglish queries',
          'A model card stating intended use, languages covered and known limitations',
        ],
      },
    },
    {
      id: 10,
      title: 'MLOps: Tracking, Serving, Deployment and Drift Monitoring',
      level: 'Expert',
      duration: '4+ weeks',
      objective:
        'Take a trained model to production: register it with MLflow, serve it through FastAPI in Docker, automate tests and releases, and monitor it for data and concept drift.',
      icon: 'rocket',
      requirements:
        'Docker Desktop or Podman installed, plus a free-tier cloud account (Google Cloud, AWS or Azure) for one deployment lab.',
      pages: [
        {
          title: 'Model Registry and Reproducible Pipelines with MLflow',
          topics: [
            'An MLflow 3 tracking server with a PostgreSQL backend store and S3-compatible artefact storage',
            'Logging models with signatures and input examples via mlflow.sklearn and mlflow.pyfunc',
            'The MLflow Model Registry: versions, tags and aliases such as @champion and @challenger',
            'Data and pipeline versioning with DVC stages alongside Git',
            'Automated promotion gates that compare a challenger with the champion on a frozen test set',
          ],
          handsOn: [
            'Run MLflow with docker compose (PostgreSQL plus MinIO), log five churn-model runs and register the best as version 1 with the alias champion',
            'Write a promotion script that loads models:/churn@challenger, evaluates it on a frozen test set and moves the champion alias only if ROC-AUC improves by at least 0.005',
            'Version raw and processed data with DVC, change one cleaning rule and show dvc repro re-running only the affected stages',
          ],
        },
        {
          title: 'Model Serving with FastAPI and Docker',
          topics: [
            'FastAPI prediction endpoints with Pydantic v2 request and response models',
            'Loading the model once with lifespan events; single-row versus batch prediction endpoints',
            'Slim Dockerfiles for ML: multi-stage builds, uv inside the image, a non-root user and HEALTHCHECK',
            'Load testing with Locust and reading p50, p95 and p99 latency',
            'Serving deep-learning models with ONNX Runtime, BentoML or NVIDIA Triton',
            'Deploying a container to a managed runtime such as Google Cloud Run or Azure Container Apps',
          ],
          handsOn: [
            'Serve the registered churn model behind POST /predict with Pydantic validation; invalid payloads must return HTTP 422 with field-level errors',
            'Containerise the API in an image under 500 MB, run it with docker run and pass its /health check',
            'Load-test the container with Locust at 50 concurrent users and keep p95 latency under 100 ms for single-row predictions on a laptop',
            'Deploy the image to Cloud Run or Azure Container Apps with minimum instances set to zero and call it from a curl script',
          ],
        },
        {
          title: 'CI/CD, Monitoring and Drift Detection',
          topics: [
            'GitHub Actions for ML: lint, unit tests, data validation and model-quality checks on every pull request',
            'Validating incoming data with Pandera schemas or Great Expectations suites',
            'Kinds of drift: data drift, prediction drift and concept drift, and the delayed-label problem',
            'Drift statistics: population stability index, Kolmogorov–Smirnov test and Wasserstein distance',
            'Monitoring with Evidently reports and Prometheus plus Grafana dashboards',
            'Retraining triggers, shadow deployments and canary releases',
            'Responsible AI in production: model cards, periodic fairness checks and prediction audit logs',
          ],
          handsOn: [
            "Add a GitHub Actions workflow that runs pytest and a Pandera check on a sample batch, and fails the build if the candidate model's test ROC-AUC is below the champion's",
            'Simulate three months of production traffic in which tenure and monthly charges shift, generate an Evidently data-drift report and identify the drifted features',
            'Expose request count, a latency histogram and the prediction distribution from FastAPI with prometheus-client and chart them in Grafana',
          ],
        },
      ],
      miniProject: {
        title: 'Production Churn-Scoring Service',
        description:
          'Package your Phase 5 churn model as a monitored service that a product team could depend on, with a clear path to retrain and roll back.',
        deliverables: [
          'Model registered in MLflow with a signature, an input example and a champion alias',
          'FastAPI service in Docker with health checks, validation and a load-test report',
          'CI pipeline that blocks merges when tests, data checks or the model-quality gate fail',
          'Weekly Evidently drift report generated automatically and stored with the run',
          'A one-page runbook covering deployment, rollback and who to alert on drift',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Credit Risk Scoring API for a Digital Lender',
      tech: ['Python 3.13', 'LightGBM', 'scikit-learn', 'SHAP', 'Fairlearn', 'MLflow', 'FastAPI', 'Docker'],
      description:
        'Predict the probability of loan default on the Kaggle Home Credit Default Risk data, joining the application table with bureau and previous-application history. Serve each score through an API that also returns the top reasons behind it, so a credit officer can explain a decision to the applicant.',
      requirements: [
        'ROC-AUC of at least 0.76 on a held-out split, with the feature pipeline built only from information available at application time',
        'Every API response includes the score, a risk band and the three strongest SHAP reason codes in plain language',
        'Fairness report comparing approval and false-negative rates across gender and age bands, with a written mitigation decision',
        'Model tracked and registered in MLflow; API containerised with p95 latency under 150 ms for one applicant',
      ],
    },
    {
      title: 'Retail Demand Forecasting Platform',
      tech: ['pandas', 'LightGBM', 'statsforecast', 'MLflow', 'Prefect', 'Streamlit'],
      description:
        'Forecast daily unit sales 28 days ahead for a subset of the M5 (Walmart) dataset, combining lag and rolling-window features, calendar and event features and price changes in a global LightGBM model. Planners use a dashboard to compare forecasts with actuals and statistical baselines.',
      requirements: [
        'Rolling-origin backtest over at least four folds with no look-ahead leakage in any feature',
        'Beats the seasonal-naive baseline by at least 10% on mean absolute error across the backtest',
        'Scheduled Prefect flow that refreshes features, retrains and writes new forecasts',
        'Streamlit dashboard showing forecast, actuals and prediction intervals for any chosen store and item',
      ],
    },
    {
      title: 'Crop Leaf Disease Detection for Farmers',
      tech: ['PyTorch 2.x', 'timm', 'ONNX Runtime', 'FastAPI', 'Gradio', 'Docker'],
      description:
        'Fine-tune an efficient image model to recognise crop diseases from leaf photos using PlantVillage for training and the PlantDoc field images for realistic testing. Deliver a lightweight service and a simple interface with disease names and advice in English and one Indian language.',
      requirements: [
        'At least 97% accuracy on the PlantVillage test split, plus a separate report on PlantDoc field images explaining the domain gap',
        'Quantised ONNX model under 30 MB that classifies an image in under 200 ms on a laptop CPU',
        'Grad-CAM overlays shown alongside each prediction',
        'A low-confidence path that asks for a clearer photo instead of guessing',
      ],
    },
    {
      title: 'Multilingual Product-Review Intelligence',
      tech: ['Hugging Face Transformers', 'XLM-RoBERTa or MuRIL', 'PyTorch 2.x', 'scikit-learn', 'FastAPI'],
      description:
        'Classify the sentiment and main topic (delivery, quality, price, service) of e-commerce reviews written in English, Hindi and code-mixed Hinglish. Compare a classical TF-IDF baseline with a fine-tuned multilingual transformer and expose the better model as a batch-scoring API.',
      requirements: [
        'Labelled evaluation set of at least 600 reviews covering all three language styles, with an annotation guide',
        'Macro F1 reported per language, with the transformer beating the TF-IDF baseline on every language',
        'Batch endpoint that scores at least 100 reviews per second on a T4 GPU',
        'Model card documenting training data, languages covered, known failure cases and intended use',
      ],
    },
    {
      title: 'End-to-End MLOps Pipeline with Drift-Triggered Retraining',
      tech: [
        'MLflow',
        'DVC',
        'Prefect',
        'Evidently',
        'FastAPI',
        'Docker Compose',
        'Prometheus',
        'Grafana',
        'GitHub Actions',
      ],
      description:
        'Build the platform around a tabular model rather than just the model: versioned data, tracked training, a registry with promotion gates, a served API, and monitoring that detects drift and starts retraining automatically. The whole stack must come up locally with one command.',
      requirements: [
        'docker compose up starts the tracking server, API, scheduler and dashboards with no manual steps',
        'Daily batch scoring job plus an Evidently drift check that triggers retraining when drift crosses a set threshold',
        'A challenger is promoted only if it beats the champion on a frozen test set; every promotion is logged',
        'Grafana dashboard with latency, error rate and prediction distribution, and an alert rule that fires on a simulated incident',
        'Rollback to the previous model version demonstrated in under five minutes',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which simple baseline came closest to your most complex model this month, and what does that tell you about where the real gains in your project came from?',
    'Describe a moment when your metrics looked too good to be true. Was it leakage, a bad split or a lucky test set, and what check will you now run every time?',
    'Pick one model you built and name the people who would be affected by its mistakes. Which group does it perform worst on, and would you be comfortable deploying it as it stands?',
    'How would you explain a single prediction from your model to a non-technical person, such as a loan applicant or a farmer, in two sentences without jargon?',
    'If your deployed model quietly became worse over the next six months, what signals would tell you, and who would you want to be alerted first?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Before You Start: Tools and Accounts',
      intro: 'Set these up in your first week so no lab stalls on installation.',
      items: [
        'Python 3.13 managed with uv, plus VS Code with the Python and Jupyter extensions',
        'A GitHub account, with one repository per phase so your progress doubles as a portfolio',
        'Free Google Colab and Kaggle accounts; Kaggle offers a weekly GPU quota that covers the deep-learning labs',
        'Docker Desktop or Podman by Phase 10, for the MLflow, model-serving and monitoring labs',
        'A Hugging Face account for downloading pretrained models and datasets with the hub client',
        'About 20 GB of free disk space for datasets, model checkpoints and container images',
      ],
    },
  ],
} satisfies Guide
