import type { Guide } from '../schema'

export const guide = {
  slug: 'dataengineer',
  title: 'Data Engineering',
  tagline: 'Build reliable pipelines, warehouses and lakehouses with SQL, dbt, Airflow, Spark and Kafka',
  intro:
    'A week-by-week path from shell scripts to production data platforms. You will learn the SQL, data modelling, orchestration, distributed processing and streaming skills that Indian product companies and global capability centres hire data engineers for, using the same open-source tools and cloud warehouses they run in production. Every phase ends with a mini project you can push to GitHub, and the final phase turns that work into capstones and interview practice.',
  facts: [
    { label: 'Guide phases', value: '7' },
    { label: 'Self-paced duration', value: '5-6 months' },
    { label: 'Capstones', value: '5' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'Plan for a laptop with at least 8 GB RAM (16 GB makes the Spark and Kafka phases far smoother), Docker, and free-tier or trial accounts on Google Cloud or Snowflake. Every lab has a local or free option.',
  phases: [
    {
      id: 1,
      title: 'Linux, Git and Python for Data Pipelines',
      level: 'Absolute Beginner',
      duration: '2 Weeks',
      objective:
        'Get comfortable on the Linux command line, version your work with Git, and write clean, tested Python scripts that fetch, validate and reshape data files — the daily toolkit of every data engineer.',
      icon: 'terminal',
      requirements: 'Ubuntu 24.04 or WSL2 on Windows, Python 3.12 or newer and a free GitHub account.',
      pages: [
        {
          title: 'Linux Shell for Data Files',
          topics: [
            'Navigating the filesystem with ls, cd, find and tree on Ubuntu 24.04 or WSL2',
            'Inspecting large CSV files with head, tail, wc -l, cut and sort without opening an editor',
            'Filtering and counting rows with grep, awk and uniq -c',
            'Pipes, redirection and exit codes: chaining commands into a repeatable one-liner',
            'File permissions, chmod +x and shebang lines for runnable shell scripts',
            'Scheduling a script with cron and capturing its output in a log file',
            'SSH key pairs, scp and rsync for moving files to and from a remote server',
          ],
          handsOn: [
            'Download a data.gov.in district rainfall CSV, then use wc -l, head and awk to report the row count and the number of distinct states; save the pipeline as profile.sh',
            'Write a bash script that gzips every CSV older than 7 days in a landing folder and exits with code 1 if the folder is empty; verify both paths with echo $?',
            'Add a crontab entry that runs profile.sh every 15 minutes and appends to ~/logs/profile.log; confirm two timestamped entries appear after 30 minutes',
          ],
        },
        {
          title: 'Git and GitHub Workflow for Data Code',
          topics: [
            'git init, add, commit and reading history with git log --oneline --graph',
            'Feature branches, pull requests and code review on GitHub',
            'A .gitignore that keeps data files, .env secrets and virtual environments out of the repository',
            'Resolving a merge conflict in a SQL transformation file step by step',
            'Pre-commit hooks running ruff and sqlfluff to lint Python and SQL before every commit',
          ],
          handsOn: [
            'Create a data-pipelines repository with a protected main branch, open a pull request from a feature branch and merge it after a self-review checklist',
            'Install pre-commit with ruff and sqlfluff (dialect postgres), try to commit a badly formatted query and confirm the hook blocks the commit until it is fixed',
            'Create a deliberate conflict by editing the same SELECT on two branches, resolve it by hand and confirm git log --graph shows the merge commit',
          ],
        },
        {
          title: 'Python 3.12+ for Data Engineering',
          topics: [
            'Project setup with uv: uv init, uv add and a committed uv.lock for reproducible environments',
            'Reading and writing CSV, JSON Lines and Parquet with the csv module, json and PyArrow',
            'Type hints, dataclasses and pydantic v2 models to validate incoming records',
            'Generators and chunked reading to process files larger than RAM',
            'Calling REST APIs with httpx: pagination, timeouts and retries with exponential backoff',
            'Structured logging with the logging module and configuration through environment variables',
            'Unit testing transformation functions with pytest fixtures and parametrised cases',
          ],
          handsOn: [
            'Write extract_weather.py that calls the free Open-Meteo API for Bengaluru, Mumbai, Delhi, Chennai and Kolkata, writes one JSON Lines file per run and retries HTTP 429 and 5xx responses up to 5 times; prove the retry path with a mocked 503 in pytest',
            'Convert a 2 GB CSV to Parquet in 100,000-row chunks with PyArrow and record file size and full-read time for both formats; expect the Parquet file to be several times smaller and faster to read',
            'Define a pydantic model for an order record, route invalid rows to rejects.jsonl and write pytest cases covering one valid and three invalid rows',
          ],
        },
      ],
      miniProject: {
        title: 'Daily Weather Ingestion Job',
        description:
          'Build a small, production-style ingestion job that fetches hourly weather for five Indian cities, validates it and lands it as partitioned Parquet, ready to be loaded in the SQL phase.',
        deliverables: [
          'A uv-managed Python project on GitHub with a README, pre-commit hooks and a passing pytest suite',
          'Parquet output partitioned as city=<name>/date=<yyyy-mm-dd>/ with no duplicate hours when the job is re-run',
          'A cron entry or shell wrapper that runs the job daily and writes structured logs',
          'A rejects file and a one-line run summary (rows read, written, rejected) printed at the end of each run',
        ],
      },
    },
    {
      id: 2,
      title: 'Advanced SQL on PostgreSQL',
      level: 'Beginner',
      duration: '3 Weeks',
      objective:
        'Move beyond basic SELECT to the SQL a data engineer writes every day — window functions, CTEs, idempotent upserts and reading query plans — on PostgreSQL 17 or 18.',
      icon: 'database',
      requirements: 'Phase 1 complete; Docker Engine or Docker Desktop to run PostgreSQL locally.',
      pages: [
        {
          title: 'Relational Foundations and Set-Based SQL',
          topics: [
            'Running PostgreSQL 18 in Docker with a named volume and connecting through psql and DBeaver',
            'Pipeline-friendly data types: numeric for money, timestamptz, text, jsonb and uuid',
            'Primary keys, foreign keys, unique and check constraints as the first line of data quality',
            'INNER, LEFT, FULL OUTER and anti-joins with NOT EXISTS, and how each changes row counts',
            'GROUP BY with HAVING, aggregate FILTER clauses and GROUPING SETS or ROLLUP for subtotals',
            'NULL semantics in pipelines: COALESCE, NULLIF and IS DISTINCT FROM',
          ],
          handsOn: [
            'Load a synthetic Indian e-commerce dataset (customers, orders, order_items, payments) into PostgreSQL with COPY, add primary and foreign keys and report the orphaned rows the constraints reject',
            'Write one GROUPING SETS query that returns revenue by state, by month and a grand total in a single result set',
            'Find customers who have never ordered using both LEFT JOIN ... IS NULL and NOT EXISTS, and confirm the two approaches return identical counts',
          ],
        },
        {
          title: 'Window Functions and CTEs for Pipelines',
          topics: [
            'ROW_NUMBER, RANK and DENSE_RANK with PARTITION BY for top-N-per-group problems',
            'LAG and LEAD for day-over-day change and gaps between events',
            'Running totals and moving averages: ROWS BETWEEN frames versus RANGE frames',
            'Deduplicating raw CDC loads by keeping the latest row per business key',
            'Chaining common table expressions for readable multi-step transformations',
            'Recursive CTEs for hierarchies such as product category trees',
            'Gaps-and-islands and sessionisation with a 30-minute inactivity threshold',
          ],
          handsOn: [
            'Return the top 3 products by revenue in every category using DENSE_RANK, keeping ties',
            'Compute a 7-day moving average of daily order value with ROWS BETWEEN 6 PRECEDING AND CURRENT ROW and chart it in DBeaver',
            'Deduplicate a raw_orders table full of repeated CDC rows by keeping the latest updated_at per order_id, and prove the result has exactly one row per order_id',
            'Sessionise a synthetic clickstream table with LAG and a running SUM and report the average session length per device type',
          ],
        },
        {
          title: 'Query Plans, Indexing and Idempotent Loads',
          topics: [
            'Reading EXPLAIN (ANALYZE, BUFFERS): sequential scans, index scans, hash joins and nested loops',
            'B-tree, composite, partial and covering (INCLUDE) indexes, and why PostgreSQL sometimes ignores them',
            'Table statistics, ANALYZE and how stale row estimates produce bad plans',
            'Declarative range partitioning by month and partition pruning',
            'Idempotent loads with INSERT ... ON CONFLICT DO UPDATE and the MERGE statement',
            'Transactions, isolation levels and avoiding long-held locks during batch loads',
          ],
          handsOn: [
            'Capture EXPLAIN (ANALYZE, BUFFERS) for a slow order-lookup query, add a composite index on (customer_id, order_date) and record the before and after execution times',
            'Partition an events table by month, load 12 months of data and show in the plan that a one-month query touches only one partition',
            'Write a MERGE that upserts a daily product price file into dim_product_price, run it twice with the same file and confirm the row count does not change',
          ],
        },
      ],
      miniProject: {
        title: 'E-commerce SQL Pack on PostgreSQL',
        description:
          'Publish a set of production-quality SQL scripts, indexes and load procedures over an Indian e-commerce schema that answer real business questions quickly and can be re-run safely.',
        deliverables: [
          'A schema.sql with keys, constraints and monthly partitioning on the orders table',
          'Ten documented queries covering cohort retention, repeat-purchase rate, top-N products per category and 7-day moving revenue',
          'A performance note with EXPLAIN ANALYZE output before and after indexing for at least three queries',
          'An idempotent load script using MERGE or ON CONFLICT that can be re-run without creating duplicates',
        ],
      },
    },
    {
      id: 3,
      title: 'Dimensional Modelling and ELT with dbt Core',
      level: 'Beginner to Intermediate',
      duration: '3 Weeks',
      objective:
        'Design analytics-ready star schemas the Kimball way, then build them as tested, documented and version-controlled dbt Core models on PostgreSQL and DuckDB.',
      icon: 'layers',
      pages: [
        {
          title: 'Kimball Dimensional Modelling',
          topics: [
            'The four-step Kimball design process: business process, grain, dimensions and facts',
            'Transaction, periodic snapshot and accumulating snapshot fact tables',
            'Additive, semi-additive and non-additive measures, with account balances as the classic trap',
            'Conformed dimensions and the enterprise bus matrix',
            'Surrogate keys versus natural keys, and the unknown-member row for late-arriving dimensions',
            'Slowly changing dimensions: type 1 overwrite, type 2 history rows with valid_from, valid_to and is_current, and type 3',
            'Star schema versus snowflake schema versus one big table (OBT) for BI tools',
          ],
          handsOn: [
            'Draw a bus matrix for a retail chain with orders, returns, inventory and store footfall processes against date, store, product and customer dimensions',
            'Declare the grain of fct_order_lines in one sentence, list which columns are facts and which are foreign keys, and have a peer review it against the raw tables',
            'Hand-write SQL that applies an SCD type 2 change to dim_customer when a customer moves from Pune to Hyderabad, then query the dimension as of dates before and after the move',
          ],
        },
        {
          title: 'dbt Core Projects, Models and Materialisations',
          topics: [
            'Installing dbt Core 1.10+ with the dbt-postgres and dbt-duckdb adapters and configuring profiles.yml',
            'Project layout: staging, intermediate and marts layers with consistent naming conventions',
            'sources.yml, the source() and ref() functions and the DAG dbt infers from them',
            'Materialisations: view, table, ephemeral and incremental with unique_key and is_incremental()',
            'Incremental strategies compared: append, merge, delete+insert and microbatch for event data',
            'Jinja, macros and the dbt_utils package for reusable SQL',
            'dbt snapshots for SCD type 2 using the timestamp and check strategies',
          ],
          handsOn: [
            'Build stg_orders, stg_customers and stg_payments from raw sources, then fct_orders and dim_customers marts; run dbt build and confirm every model and test passes',
            'Write a dbt incremental model for fct_orders keyed on order_id; run it twice and confirm the second run inserts only new rows',
            'Configure a dbt snapshot on the customers source with the timestamp strategy, change a customer city in the source and confirm a new version row appears with dbt_valid_to set on the old one',
          ],
        },
        {
          title: 'Testing, Documentation and CI for dbt',
          topics: [
            'Generic data tests: unique, not_null, accepted_values and relationships',
            'Singular tests and custom generic tests written as macros',
            'dbt unit tests that check model logic against mocked input rows',
            'Model contracts with enforced column names and data types',
            'Source freshness checks with warn_after and error_after thresholds',
            'dbt docs generate, column descriptions and the lineage graph',
            'Slim CI with dbt build --select state:modified+ and --defer in GitHub Actions',
          ],
          handsOn: [
            'Add a relationships test from fct_orders.customer_key to dim_customers, insert an orphan row into the source and watch dbt build fail naming the offending key',
            'Write a dbt unit test for a discount calculation model with three mocked order rows, including a zero-quantity edge case',
            'Set up a GitHub Actions workflow that runs dbt build only on modified models and their children against DuckDB on every pull request',
          ],
        },
      ],
      miniProject: {
        title: 'Supermarket Chain Star Schema in dbt',
        description:
          'Model a fictional South Indian supermarket chain (stores, products, customers, orders and returns) as a Kimball star schema in dbt, with history tracking, tests and published documentation.',
        deliverables: [
          'A bus matrix and an entity-relationship diagram of the marts layer',
          'Staging, intermediate and marts models with fct_sales at order-line grain and conformed dim_date, dim_store and dim_product',
          'An SCD type 2 dim_product built from a dbt snapshot that keeps price and category history',
          'At least 20 data tests and 2 unit tests, all passing, with dbt docs published to GitHub Pages',
        ],
      },
    },
    {
      id: 4,
      title: 'Orchestration with Airflow 3 and Cloud Warehouses',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Schedule, retry and monitor pipelines with Apache Airflow 3, and load and transform data in a cloud warehouse such as BigQuery, Snowflake or Redshift without surprise bills.',
      icon: 'workflow',
      requirements:
        'Docker Compose for running Airflow locally, plus a Google Cloud free-trial account for BigQuery (the no-card sandbox covers loads and queries but not every dbt merge) or a Snowflake 30-day trial.',
      pages: [
        {
          title: 'Apache Airflow 3 Fundamentals',
          topics: [
            'Airflow 3 architecture: API server, scheduler, DAG processor, triggerer, workers and the metadata database',
            'Writing DAGs with the TaskFlow API and the airflow.sdk imports introduced in Airflow 3',
            'Schedules, cron presets, catchup (off by default in Airflow 3) and the data interval of a run',
            'Task retries, retry_delay, execution timeouts and on_failure_callback alerts',
            'Connections, Variables and a secrets backend to keep credentials out of DAG code',
            'XComs for passing small values between tasks, and why the data itself belongs in storage',
            'DAG versioning and the new React UI for inspecting runs, logs and task history',
          ],
          handsOn: [
            'Run Airflow 3 with the official Docker Compose file, then write a TaskFlow DAG that runs the Phase 1 weather extract, writes Parquet to a date-stamped path and loads it into PostgreSQL',
            'Make one task fail on purpose and confirm it retries three times with a 2-minute delay before the failure callback posts to a Slack webhook',
            'Trigger a backfill for the previous 7 days from the Airflow 3 UI and verify that each run loads only its own data interval',
          ],
        },
        {
          title: 'Production Orchestration Patterns',
          topics: [
            'Idempotent tasks with overwrite-by-partition and write-audit-publish patterns',
            'Assets (formerly Datasets) and asset-aware scheduling between producer and consumer DAGs',
            'Event-driven scheduling with asset watchers listening to a message queue',
            'Running dbt inside Airflow with Astronomer Cosmos so each model becomes a task',
            'Sensors versus deferrable operators, and the triggerer for long waits',
            'Dynamic task mapping with expand() to fan out over files, states or tenants',
            'Testing DAGs with pytest: import errors, cycle checks and dag.test()',
          ],
          handsOn: [
            'Split the pipeline into an ingest DAG that updates an asset and a dbt DAG scheduled on that asset; confirm the dbt DAG starts only after a successful ingest',
            'Use dynamic task mapping to load one file per Indian state from a landing folder and show in the grid view that 28 mapped task instances ran',
            'Render the Phase 3 dbt project with Cosmos and confirm that a failing dbt test stops only its downstream models',
          ],
        },
        {
          title: 'Cloud Warehouses: BigQuery, Snowflake and Redshift',
          topics: [
            'Separation of storage and compute, and how each warehouse bills: BigQuery bytes scanned or slots, Snowflake credits, Redshift Serverless RPU-hours',
            'BigQuery partitioned and clustered tables, dry runs and the maximum bytes billed safety limit',
            'Choosing Indian regions (asia-south1 Mumbai, asia-south2 Delhi) for data residency and latency',
            'Snowflake virtual warehouses, auto-suspend, resource monitors and zero-copy cloning',
            'Bulk loading from object storage: BigQuery load jobs, Snowflake stages with COPY INTO and Snowpipe',
            'Redshift distribution styles and sort keys compared with BigQuery clustering',
            'Running dbt against a warehouse with the dbt-bigquery or dbt-snowflake adapter',
          ],
          handsOn: [
            'Load 12 months of order data into BigQuery as a table partitioned by order_date and clustered by state; run the same query with and without a date filter and record the bytes processed for each',
            'In Snowflake, create an X-Small warehouse with 60-second auto-suspend and a resource monitor that suspends it at 5 credits, then zero-copy clone the production schema and confirm the clone adds no storage',
            'Point the Phase 3 dbt project at BigQuery or Snowflake, run dbt build and compare run time and cost with the local DuckDB run',
          ],
        },
      ],
      miniProject: {
        title: 'Orchestrated ELT into a Cloud Warehouse',
        description:
          'Turn your earlier scripts and dbt project into a scheduled ELT pipeline that lands raw files in cloud storage, loads them into BigQuery or Snowflake and rebuilds the marts every day.',
        deliverables: [
          'Airflow 3 DAGs for ingest and transform connected through an asset, with retries and Slack failure alerts',
          'Partitioned and clustered raw tables in the warehouse and dbt marts built through Cosmos',
          'A completed 30-day backfill with evidence that re-running any day does not duplicate data',
          'A cost note showing bytes processed or credits used per daily run and the safeguards you configured',
        ],
      },
    },
    {
      id: 5,
      title: 'Spark 4 and Lakehouse Table Formats',
      level: 'Intermediate to Advanced',
      duration: '4 Weeks',
      objective:
        'Process data that no longer fits on one machine with Apache Spark 4 and PySpark, and store it in open lakehouse tables — Delta Lake and Apache Iceberg — with ACID transactions, time travel and schema evolution.',
      icon: 'cpu',
      requirements:
        'Java 17 or 21 for local Spark 4 and 16 GB RAM recommended; otherwise use Databricks Free Edition or a small Google Cloud Dataproc Serverless batch.',
      pages: [
        {
          title: 'Spark 4 Architecture and PySpark DataFrames',
          topics: [
            'Driver, executors, cores and partitions: how a Spark job becomes stages and tasks',
            'Lazy evaluation, transformations versus actions and reading physical plans with explain()',
            'Spark Connect in Spark 4: the thin Python client and remote sessions',
            'ANSI SQL mode on by default in Spark 4 and how it changes casting and overflow behaviour',
            'PySpark DataFrame API: select, withColumn, filter, groupBy and agg over Parquet',
            'PySpark window specifications with Window.partitionBy().orderBy()',
            'The VARIANT data type and parse_json for semi-structured event payloads',
          ],
          handsOn: [
            'Install PySpark 4 with uv, read a year of NYC Taxi trip Parquet files (around 38 million rows) and compute trips and fare revenue per pickup zone per month; note the stage count in the Spark UI',
            'Run the same aggregation with the DataFrame API and with spark.sql, and confirm both produce identical physical plans with explain("formatted")',
            'Cast a string column containing bad values with ANSI mode on and then off, and document the difference between a failed query and a silent NULL',
          ],
        },
        {
          title: 'Spark Performance Tuning',
          topics: [
            'Shuffles, narrow versus wide transformations and the real cost of groupBy and join',
            'Broadcast hash joins versus sort-merge joins and spark.sql.autoBroadcastJoinThreshold',
            'Adaptive Query Execution: coalescing shuffle partitions and splitting skewed partitions at runtime',
            'Handling data skew with key salting when one key, such as a mega-seller, dominates',
            'cache() and persist() storage levels, and when caching makes a job slower',
            'Partitioned writes, the small-files problem and repartition versus coalesce',
            'Arrow-backed Pandas UDFs versus row-at-a-time Python UDFs',
          ],
          handsOn: [
            'Join the taxi fact data to the 265-row zone lookup with and without a broadcast hint and record run time and shuffle bytes from the Spark UI',
            'Generate a skewed dataset where one seller_id owns 60% of rows, observe the straggler task, then fix it with salting or AQE skew-join handling and compare stage durations',
            'Rewrite a row-by-row Python UDF that normalises Indian phone numbers as a Pandas UDF and measure the speed-up on 10 million rows',
          ],
        },
        {
          title: 'Delta Lake and Apache Iceberg Lakehouse Tables',
          topics: [
            'Medallion architecture: what the bronze, silver and gold layers each guarantee',
            'The Delta Lake transaction log, time travel with VERSION AS OF and the VACUUM retention window',
            'MERGE INTO for CDC upserts and SCD type 2 on lakehouse tables',
            'Delta Lake OPTIMIZE, Z-ordering, liquid clustering and deletion vectors',
            'Apache Iceberg metadata tree: metadata files, manifest lists, manifests and snapshots',
            'Iceberg hidden partitioning, partition evolution and schema evolution without rewriting data',
            'Table catalogues: Iceberg REST catalogs such as Apache Polaris, AWS Glue and Unity Catalog OSS',
          ],
          handsOn: [
            'Write the taxi data as a Delta table, update 1,000 rows, then query VERSION AS OF 0 and confirm the original values are still readable',
            'Apply a day of CDC changes (inserts, updates and deletes) to a silver Delta table with a single MERGE INTO and reconcile row counts against the source',
            'Create an Iceberg table partitioned by month(pickup_ts) on a local REST catalog with MinIO, evolve the spec to day() and show that queries read old and new files correctly',
            'Run OPTIMIZE or rewrite_data_files on a table made of 5,000 small files and compare file count and query time before and after',
          ],
        },
      ],
      miniProject: {
        title: 'Medallion Lakehouse for Ride-Hailing Data',
        description:
          'Build bronze, silver and gold layers for a city ride-hailing dataset with PySpark and Delta Lake or Iceberg, orchestrated by the Airflow setup from Phase 4.',
        deliverables: [
          'Bronze ingestion that stores raw files unchanged with load-timestamp and source-file metadata columns',
          'Silver tables that are deduplicated, typed and merged incrementally with MERGE INTO',
          'Gold aggregates (trips, revenue and average wait time by zone and hour) queried from DuckDB or Trino',
          'A tuning report with Spark UI screenshots showing at least two optimisations and their measured effect',
          'A table-maintenance DAG that runs compaction and snapshot expiry weekly',
        ],
      },
    },
    {
      id: 6,
      title: 'Real-Time Streaming with Kafka and Flink',
      level: 'Advanced',
      duration: '3 Weeks',
      objective:
        'Build pipelines that react to events within seconds using Apache Kafka 4, change data capture with Debezium, and stream processing with Apache Flink 2 or Spark Structured Streaming.',
      icon: 'zap',
      requirements: 'Phases 2 and 5 complete and comfort with Docker Compose; 16 GB RAM recommended.',
      pages: [
        {
          title: 'Apache Kafka 4 Fundamentals',
          topics: [
            'Brokers, topics, partitions, replication factor and in-sync replicas',
            'KRaft mode in Kafka 4 and why ZooKeeper is gone',
            'Producers: message keys and partitioning, acks=all, idempotence and batching with linger.ms',
            'Consumer groups, offsets, commits and the new KIP-848 consumer rebalance protocol',
            'At-most-once, at-least-once and exactly-once delivery with Kafka transactions',
            'Schema Registry with Avro or Protobuf and backward-compatible schema evolution',
            'Retention, log compaction and sizing partition counts for throughput',
          ],
          handsOn: [
            'Start a single-node Kafka 4 cluster in KRaft mode with Docker Compose, create a upi_payments topic with 6 partitions and produce 100,000 synthetic UPI payment events from Python keyed by payer VPA',
            'Run three consumers in one group, kill one and watch its partitions move; confirm with kafka-consumer-groups.sh --describe that lag returns to zero and no messages were skipped',
            'Register an Avro schema for the payment event, add an optional device_type field and confirm that old consumers keep working while an incompatible change is rejected',
          ],
        },
        {
          title: 'Change Data Capture with Debezium and Kafka Connect',
          topics: [
            'Log-based CDC versus query-based polling, and why only log-based CDC captures deletes',
            'PostgreSQL logical replication: wal_level=logical, replication slots and the pgoutput plugin',
            'The Debezium PostgreSQL connector on Kafka Connect and its change-event envelope (before, after, op)',
            'Initial snapshot followed by streaming: how Debezium bootstraps an existing table',
            'Sink connectors to object storage and warehouses, with dead letter queues for bad records',
            'The transactional outbox pattern for publishing domain events reliably',
          ],
          handsOn: [
            'Enable logical replication on the Phase 2 PostgreSQL database, deploy the Debezium connector and confirm that an UPDATE on orders appears in Kafka within a second with both before and after images',
            'Delete an order row in PostgreSQL and show how the delete event and the following tombstone appear in the topic',
            'Stop the connector for 10 minutes while writing orders, watch replication slot lag grow in pg_replication_slots, then restart it and confirm it catches up with no missing events',
          ],
        },
        {
          title: 'Stream Processing with Flink and Spark Structured Streaming',
          topics: [
            'Event time versus processing time, and why late events break naive counts',
            'Watermarks, bounded out-of-orderness and allowed lateness',
            'Tumbling, hopping (sliding) and session windows',
            'Flink 2 SQL: declaring Kafka-backed tables and running continuous queries',
            'Keyed state, checkpoints and the RocksDB state backend for fault tolerance',
            'Spark Structured Streaming with readStream, withWatermark, foreachBatch and trigger(availableNow=True)',
            'Stream enrichment: joining events with a slowly changing reference table',
          ],
          handsOn: [
            'Write a Flink SQL job that computes per-minute UPI payment counts and value by bank from the upi_payments topic using a tumbling window with a 30-second watermark, and sink the results to a new topic',
            'Flag payers with more than 10 payments in any 5-minute hopping window and write alerts to a Kafka topic; inject a burst of events for one VPA to prove the rule fires',
            'Kill the Flink TaskManager mid-run and confirm the job restores from its last checkpoint without double-counting any window',
            'Implement the same per-minute aggregation in Spark Structured Streaming writing to a Delta table via foreachBatch, and compare end-to-end latency with the Flink job',
          ],
        },
      ],
      miniProject: {
        title: 'Real-Time Order Tracking Pipeline',
        description:
          'Stream order status changes from a PostgreSQL order service through Debezium and Kafka into live per-store metrics for a quick-commerce operations dashboard.',
        deliverables: [
          'A Docker Compose stack with PostgreSQL, Kafka 4, Kafka Connect with Debezium and Flink or Spark',
          'A streaming job with watermarks that computes orders placed, packed and delivered per dark store per minute',
          'Results written to a Kafka topic and a Delta or Iceberg table, shown on a simple Grafana or Streamlit live view',
          'A failure-drill log showing recovery from a killed job and a stopped connector with no lost or duplicated counts',
        ],
      },
    },
    {
      id: 7,
      title: 'Data Quality, Governance, Cost and Job Readiness',
      level: 'Advanced',
      duration: '4+ weeks',
      objective:
        'Make your pipelines trustworthy, compliant and affordable, then prove it with two capstone projects, a polished portfolio and focused interview practice for data engineering roles.',
      icon: 'trophy',
      requirements: 'Phases 1 to 6 complete; choose two capstones to build alongside this phase.',
      pages: [
        {
          title: 'Data Quality and Observability',
          topics: [
            'Dimensions of data quality: completeness, validity, uniqueness, timeliness and consistency',
            'Great Expectations GX Core 1.x: data sources, batch definitions, expectation suites, validation definitions and checkpoints',
            'dbt-expectations and dbt test severity with warn_if and error_if thresholds',
            'Data contracts between producers and consumers, with schemas versioned in Git',
            'Volume and freshness anomaly detection, and alert routing that avoids alert fatigue',
            'Quarantining bad records and write-audit-publish on Iceberg branches',
          ],
          handsOn: [
            'Create a GX Core expectation suite for the silver orders table (non-null order_id, amount between ₹1 and ₹5,00,000, valid state codes) and run it as a checkpoint from Airflow that fails the DAG on violations',
            'Add dbt source freshness with warn_after 6 hours and error_after 24 hours, pause ingestion and confirm the warning and then the error fire',
            'Implement write-audit-publish: write to a staging branch or table, run the checks, and publish to production only when every check passes',
          ],
        },
        {
          title: 'Governance, Security and Cost Control',
          topics: [
            "India's Digital Personal Data Protection Act 2023 and its 2025 Rules: consent, purpose limitation and retention for pipelines holding personal data",
            'Classifying PII such as phone numbers, PAN and Aadhaar (which most businesses must not store in full), and masking or tokenising it before analytics',
            'Column-level security with BigQuery policy tags and Snowflake masking policies, plus row access policies',
            'Data lineage with OpenLineage and Marquez, and data catalogues such as DataHub or OpenMetadata',
            'Least-privilege IAM roles and dedicated service accounts for pipelines',
            'FinOps for data: cost attribution with INFORMATION_SCHEMA.JOBS and query labels, storage lifecycle rules and right-sizing clusters',
            'Honouring erasure requests across raw, silver and gold layers, including table history',
          ],
          handsOn: [
            'Tag the phone and email columns of dim_customer with a BigQuery policy tag or Snowflake masking policy and show that an analyst role sees masked values while a privileged role sees the originals',
            'Emit OpenLineage events from Airflow and dbt to Marquez and capture the lineage graph from raw orders to the revenue mart',
            'Query INFORMATION_SCHEMA.JOBS for the last 30 days, rank the 10 most expensive queries by bytes billed, and cut the worst one by at least 50% with partition filters or clustering',
            'Write and test a runbook for a customer erasure request that removes the customer from every layer, including Delta or Iceberg history, and verify with a search afterwards',
          ],
        },
        {
          title: 'Portfolio, System Design and Interviews',
          topics: [
            'Data engineering system design interviews: clarifying requirements, estimating volumes and choosing batch or streaming',
            'Explaining trade-offs: warehouse versus lakehouse, ELT versus ETL, Kafka versus managed queues',
            'Timed SQL and PySpark coding rounds on deduplication, gaps and islands, and joins',
            'A portfolio README with an architecture diagram, data volumes, monthly cost and lessons learnt',
            'Certifications worth the effort: Google Cloud Professional Data Engineer, Databricks Data Engineer Associate, SnowPro Core and dbt Analytics Engineering',
            'The Indian hiring landscape: product companies, global capability centres and IT services firms, and how their interview loops differ',
          ],
          handsOn: [
            'Solve 20 timed SQL problems (deduplication, gaps and islands, top-N and running totals) at under 25 minutes each and keep a log of every miss',
            'Design a pipeline that ingests 50 million UPI transactions a day into a warehouse with hourly dashboards, and present it to a peer in 30 minutes including a cost estimate',
            'Record a 5-minute video walkthrough of your best capstone covering the architecture, one failure you debugged and one cost optimisation',
          ],
        },
      ],
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Quick-Commerce Lakehouse Platform',
      tech: ['PostgreSQL', 'Debezium', 'Kafka 4', 'Spark 4', 'Delta Lake', 'Airflow 3', 'dbt Core'],
      description:
        'Build an end-to-end lakehouse for a 10-minute grocery delivery company. Order, inventory and rider events flow from an operational PostgreSQL database through CDC into bronze, silver and gold Delta tables, with dbt marts for dark-store performance and stock-outs.',
      requirements: [
        'CDC captures inserts, updates and deletes, and silver tables reconcile with the source to within 0.1% on row counts',
        'Gold marts answer orders per dark store per hour, average delivery time and stock-out rate by SKU',
        'Airflow 3 orchestrates the batch layers with retries, alerts and a documented backfill procedure',
        'Compaction and VACUUM run on a schedule and their effect on file count and query time is measured',
      ],
    },
    {
      title: 'Retail Chain Cloud Warehouse with Full History',
      tech: ['BigQuery or Snowflake', 'dbt Core', 'Airflow 3', 'GitHub Actions', 'Looker Studio'],
      description:
        'Design and build the analytics warehouse for a 200-store retail chain across Karnataka, Tamil Nadu and Kerala. Model sales, returns and inventory as a Kimball star schema with complete product and store history, deployed through CI/CD.',
      requirements: [
        'A bus matrix and star schema with at least three fact tables sharing conformed date, store and product dimensions',
        'SCD type 2 history on product prices and store formats that supports as-of-date reporting',
        'Slim CI on every pull request and a production deploy on merge, with dbt docs published',
        'Partitioning and clustering keep the daily full build under a stated cost budget',
      ],
    },
    {
      title: 'Real-Time UPI Fraud Signal Pipeline',
      tech: ['Kafka 4', 'Schema Registry', 'Apache Flink 2', 'PostgreSQL', 'Grafana'],
      description:
        'Process a high-volume stream of synthetic UPI payments and raise fraud signals within seconds — velocity spikes, new-device payments and unusual amounts — while keeping per-bank metrics live on a dashboard.',
      requirements: [
        'A load generator sustains at least 2,000 events per second with Avro schemas registered in Schema Registry',
        'Windowed rules with watermarks handle late events and emit alerts with end-to-end latency under 5 seconds',
        'A killed job restarts from its checkpoint without producing duplicate alerts',
        'A Grafana dashboard shows throughput, consumer lag and alert counts per rule',
      ],
    },
    {
      title: 'Open Government Data Lakehouse',
      tech: ['Python', 'Apache Iceberg', 'MinIO', 'Trino or DuckDB', 'Airflow 3', 'Great Expectations'],
      description:
        'Ingest public Indian datasets — for example data.gov.in rainfall, crop production and Agmarknet mandi prices — into Iceberg tables and join them into an analysis-ready model. Publish quality-checked tables that anyone can query and reproduce.',
      requirements: [
        'Incremental ingestion from at least three public sources with retries and schema-drift handling',
        'Iceberg tables with partition evolution demonstrated and snapshots used to reproduce an earlier result',
        'GX Core checkpoints gate every publish, with Data Docs hosted for users',
        'A README explaining sources, licences, refresh cadence and known data gaps',
      ],
    },
    {
      title: 'Data Platform Observability and FinOps Console',
      tech: ['OpenLineage', 'Marquez', 'dbt artifacts', 'BigQuery INFORMATION_SCHEMA', 'Streamlit'],
      description:
        'Build the internal tool every data platform team wants: lineage for every table, freshness and test status from dbt, and a daily cost breakdown by pipeline and team. Budget overruns and failing tests raise alerts before stakeholders notice.',
      requirements: [
        'Lineage captured automatically from Airflow and dbt for at least 15 datasets',
        'dbt run_results.json and manifest.json parsed into tables that track test failures and model run times over time',
        'Cost attributed to DAGs and teams through query labels, with an alert when daily spend crosses a threshold',
        'One documented optimisation that reduced cost or run time by a measured amount',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which pipeline failure this week taught you the most, and what would you change so that a test or alert catches it next time instead of a person?',
    'Where did you choose batch over streaming, or the reverse, and which latency, cost or complexity trade-off justified the choice?',
    'Describe the grain of a fact table you built in one sentence. Did anything downstream break because the grain was unclear?',
    'Which query or Spark job did you make faster or cheaper, what did the query plan or Spark UI reveal, and how did you measure the improvement?',
    'If a customer asked you to delete all their personal data tomorrow, which tables, files and backups in your pipelines would you need to touch, and how confident are you that you would find them all?',
  ],
  extras: [],
} satisfies Guide
