import type { Guide } from '../schema'

export const guide = {
  slug: 'cloud',
  title: 'Cloud Engineering',
  tagline: 'Build, secure and pay for real AWS infrastructure — without a surprise bill.',
  intro:
    'An AWS-first roadmap that starts with a locked-down account and billing alerts, then works up through IAM, VPC networking, EC2 and Auto Scaling, storage and databases, serverless, containers, Terraform and observability. Every phase is hands-on in your own account, with Azure and GCP equivalents called out where they help you transfer the skill, and it finishes with Well-Architected reviews and preparation for the AWS Solutions Architect – Associate exam.',
  facts: [
    { label: 'Guide phases', value: '8' },
    { label: 'Self-paced duration', value: '4 months' },
    { label: 'Capstones', value: '3' },
    { label: 'Certification', value: 'AWS SAA prep' },
  ],
  levelScale: 'android',
  requirementsNote:
    'You need your own AWS account and a debit or credit card enabled for online international payments. Accounts with an Indian billing address are contracted with Amazon Internet Services Pvt. Ltd. (AISPL) and invoiced in rupees, but AWS list prices and every cost figure in this course are in US dollars. Each phase shows how much of its lab work fits in the free tier.',
  phases: [
    {
      id: 0,
      title: 'Cloud Foundations, Account Security and Billing Guardrails',
      level: 'Foundation',
      duration: '1 Week',
      objective:
        'Understand what AWS actually sells and open an account that is locked down and cannot surprise you with a bill. By the end of the week root has MFA, you sign in through IAM Identity Center, and AWS Budgets alerts fire at $10, $25 and $50.',
      icon: 'shield',
      freeTier: '100% Free',
      pages: [
        {
          title: 'How AWS Is Built: Regions, Availability Zones and Shared Responsibility',
          topics: [
            'IaaS, PaaS and SaaS explained with EC2, Elastic Beanstalk and Amazon WorkMail as examples',
            'Regions, Availability Zones and Local Zones: why Mumbai (ap-south-1) has three AZs and Hyderabad (ap-south-2) exists',
            'Shared responsibility model: what AWS patches versus what you patch on EC2, RDS and Lambda',
            'Choosing a home region for Indian users: latency, service availability and DPDP Act 2023 data-residency questions',
            'AWS, Azure and GCP vocabulary map: AWS account vs Azure subscription vs GCP project, and how each names regions and zones',
            'Reading AWS pricing units: per hour, per request, per GB-month and per GB of data transferred out',
          ],
          handsOn: [
            'Compare ap-south-1 and ap-south-2 on the AWS Regional Services list for EKS, Aurora Serverless v2, Amazon Bedrock and App Runner; record a four-row availability table in your journal',
            'Run the CloudPing latency test from your home connection to Mumbai, Hyderabad, Singapore and Frankfurt; note the four median latencies and justify your default region in two sentences',
            'Draw the shared responsibility split for one web app on EC2 and the same app on Lambda; the Lambda column should list at least four fewer duties that are yours',
          ],
        },
        {
          title: 'Locking Down a New AWS Account',
          topics: [
            'Root user hygiene: passkey or hardware-key MFA, no access keys, and the short list of tasks that truly need root',
            'AWS Organizations: management account, member accounts and a Sandbox organisational unit',
            'IAM Identity Center users, groups and permission sets instead of long-lived IAM users',
            'An organisation-wide CloudTrail trail to a dedicated S3 bucket with log file validation',
            'Alternate billing, operations and security contacts, and AWS Health notifications',
            'The AWS access portal URL as the single front door for console and CLI sign-in',
          ],
          handsOn: [
            'Create the account, register a passkey or authenticator-app MFA device for root and sign out; the IAM dashboard security recommendations show no warnings for the root user',
            'Enable AWS Organizations and IAM Identity Center, create yourself in an Admins group with the AdministratorAccess permission set, and from now on sign in only through the access portal URL',
            'Run `aws configure sso` with AWS CLI v2, then `aws sts get-caller-identity --profile sandbox`; the returned ARN contains AWSReservedSSO and never the word root',
            'Create an organisation trail covering all regions; within 15 minutes your ConsoleLogin event appears in CloudTrail Event history and a log file lands in the trail bucket',
          ],
        },
        {
          title: 'Billing Guardrails: Budgets, Free Tier and Cost Explorer',
          topics: [
            'The AWS Free Tier since July 2025: Free plan versus Paid plan, sign-up credits and always-free service allowances',
            'AWS Budgets monthly cost budgets with actual and forecasted alert thresholds at $10, $25 and $50',
            'Cost Anomaly Detection monitors and their daily or individual alert emails',
            'Cost Explorer grouped by service, region and usage type to trace the line item behind a charge',
            'Cost allocation tags (Project, Owner, Expiry) and why untagged resources get forgotten',
            'Charges that catch beginners: public IPv4 addresses, NAT Gateways, idle load balancers and orphaned EBS snapshots',
            'Azure Cost Management budgets and Google Cloud billing budgets compared with AWS Budgets',
          ],
          handsOn: [
            'Create three monthly cost budgets of $10, $25 and $50, each emailing you at 80% of actual spend and at 100% of forecasted spend; the Budgets page lists all three in the OK state',
            'Turn on Free Tier usage alerts and a Cost Anomaly Detection monitor for AWS services with a $5 impact threshold; a subscription confirmation email arrives for each',
            'Activate the Project and Expiry cost allocation tags in the Billing console; after about 24 hours both appear as Group by options in Cost Explorer',
            'Attach a Budgets action to the $50 budget that applies a deny-ec2:RunInstances SCP to the Sandbox OU, set to require your approval; the action shows as Standby until the threshold is crossed',
          ],
          cost: 'Nothing: cost budgets are free, and the first two action-enabled budgets carry no charge',
        },
      ],
      miniProject: {
        title: 'Secure Sandbox Account Baseline',
        description:
          'Turn your new account into a documented, repeatable baseline that a teammate could recreate in an hour, including exactly what to do when a budget email arrives.',
        deliverables: [
          'Screenshot of the IAM security recommendations panel with every root-user check green',
          'Export of the three budgets ($10, $25, $50) and the anomaly monitor configuration',
          'A one-page "budget alert fired" runbook: how to find the cost in Cost Explorer, stop it and report it',
          'Organisation diagram showing the management account, the Sandbox OU and the member accounts',
        ],
      },
    },
    {
      id: 1,
      title: 'IAM Policies, Roles and Least-Privilege Access',
      level: 'Beginner',
      duration: '10 days',
      objective:
        'Read and write IAM policies with confidence and grant access through roles and temporary credentials instead of access keys. You finish able to explain exactly why any request was allowed or denied.',
      icon: 'lock',
      freeTier: '100% Free',
      pages: [
        {
          title: 'IAM Policy Language and Evaluation Logic',
          topics: [
            'Policy JSON anatomy: Version, Statement, Sid, Effect, Action, Resource and Condition',
            'Identity-based versus resource-based policies, using S3 bucket policies as the worked case',
            'Evaluation order across explicit denies, SCPs, resource control policies, permission boundaries and session policies',
            'Condition keys used daily: aws:SourceIp, aws:PrincipalOrgID, aws:RequestedRegion and s3:prefix',
            'AWS managed, customer managed and inline policies, and when each is acceptable',
            'Attribute-based access control with aws:PrincipalTag and aws:ResourceTag',
          ],
          handsOn: [
            'Write a customer managed policy allowing s3:GetObject and s3:PutObject only under the `uploads/dev/` prefix of one bucket; the IAM Policy Simulator shows allowed for that prefix and implicitly denied for `uploads/prod/`',
            'Attach an SCP to the Sandbox OU that denies actions outside ap-south-1 and us-east-1 (exempting global services); launching an EC2 instance in eu-west-1 fails with "explicit deny in a service control policy"',
            'Run IAM Access Analyzer policy validation on three deliberately sloppy policies and fix every security warning until the findings list is empty',
            'Trigger an encoded EC2 UnauthorizedOperation error, decode it with `aws sts decode-authorization-message` and name the exact statement that blocked you',
          ],
        },
        {
          title: 'Roles, Temporary Credentials and Cross-Account Access',
          topics: [
            'Trust policies versus permission policies: who may assume a role versus what the role may do',
            'AWS STS AssumeRole, maximum session duration and the one-hour limit on role chaining',
            'EC2 instance profiles and Lambda execution roles as credentials without access keys',
            'Cross-account roles protected with an external ID for third-party SaaS tools',
            'An IAM OIDC identity provider that lets GitHub Actions deploy into AWS without stored keys',
            'Permission boundaries that let developers create roles without escalating privileges',
            'Azure managed identities and Google Cloud service accounts as the counterparts of IAM roles',
          ],
          handsOn: [
            'Create a ReadOnlyAuditor role in a second member account trusted by your Admins account; `aws sts assume-role` returns credentials that expire in one hour, list buckets and fail on s3:DeleteBucket',
            'Register token.actions.githubusercontent.com as an OIDC provider and scope a role trust policy to `repo:<you>/<repo>:ref:refs/heads/main`; a workflow on main runs `aws s3 ls` and the same workflow on a feature branch is denied',
            'Create a permission boundary capping developer-made roles at S3 and DynamoDB; a role created under it with AdministratorAccess attached still cannot call ec2:RunInstances',
          ],
        },
        {
          title: 'AWS CLI v2, CloudShell and Scripting the Account',
          topics: [
            'AWS CLI v2 named profiles, sso-session blocks and the credential provider chain',
            'JMESPath `--query` expressions with `--output table` for readable results',
            'AWS CloudShell as a zero-install terminal with 1 GB of persistent home storage per region',
            'boto3 sessions, clients and paginators for listing more than 1,000 objects',
            'The Resource Groups Tagging API for finding and tagging resources across services',
          ],
          handsOn: [
            'Write a JMESPath query that lists every running EC2 instance as Name tag, instance type and launch time; the output is a three-column table sorted by launch time',
            'Write a boto3 script of about 30 lines that finds resources without an Expiry tag in ap-south-1 and us-east-1 and prints them as CSV',
            'From CloudShell create and delete a bucket with `aws s3 mb` and `aws s3 rb --force`; CloudTrail shows CreateBucket and DeleteBucket made by your Identity Center role',
          ],
        },
      ],
      miniProject: {
        title: 'Access Model for a Three-Person Startup Team',
        description:
          'Design and implement access for a founder, a developer and an external auditor using Identity Center permission sets, a permission boundary and one SCP, then prove each person can do their job and nothing more.',
        deliverables: [
          'Permission set and SCP JSON committed to a Git repository with a README explaining each statement',
          'An access matrix (person × action × allowed/denied) backed by Policy Simulator screenshots',
          'The untagged-resources boto3 script, scheduled to run weekly from your laptop or CloudShell',
        ],
      },
    },
    {
      id: 2,
      title: 'VPC Networking: Subnets, Routing and Firewalls',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Design a VPC you can defend in an interview: a CIDR plan, public and private subnets across two Availability Zones, route tables, NAT and layered firewalls. You also learn which networking choices quietly cost money.',
      icon: 'network',
      freeTier: '95% Free',
      pages: [
        {
          title: 'VPC Design: CIDR Blocks, Subnets and Route Tables',
          topics: [
            'Carving a /16 VPC into /20 and /24 subnets without overlapping office or partner ranges',
            'Public versus private subnets are defined by their route table, not by a checkbox',
            'Internet Gateway, the main route table and explicit subnet associations',
            'The five IP addresses AWS reserves in every subnet',
            'IPv6 dual-stack subnets and egress-only Internet Gateways',
            'Scope compared: AWS VPCs and Azure VNets are regional, while a GCP VPC is global with regional subnets',
          ],
          handsOn: [
            'Build a 10.20.0.0/16 VPC in the console with public and private /24 subnets in both ap-south-1a and ap-south-1b; the VPC resource map shows four subnets and two route tables',
            'Launch a t3.micro into a public subnet with an auto-assigned public IPv4 address; `curl ifconfig.me` on the instance prints that same address',
            'Launch a second instance in a private subnet and show that `curl -m 5 https://aws.amazon.com` times out because the subnet has no route to the internet',
          ],
          cost: 'Every public IPv4 address costs $0.005/hour (about $3.60/month) — release Elastic IPs and stop instances after the lab',
        },
        {
          title: 'Outbound Access: NAT Gateways, VPC Endpoints and Egress Costs',
          topics: [
            'NAT Gateway hourly and per-GB processing charges, and one NAT per AZ versus a shared NAT',
            'Gateway endpoints for S3 and DynamoDB with no hourly charge',
            'Interface endpoints (AWS PrivateLink) for Systems Manager, ECR and Secrets Manager',
            'A NAT instance on t4g.nano (for example fck-nat) as a budget option for labs',
            'Data transfer pricing: cross-AZ traffic, internet egress and the 100 GB monthly free egress allowance',
          ],
          handsOn: [
            'Create a NAT Gateway in one public subnet, route both private subnets through it and confirm `sudo dnf -y update` now succeeds on the private instance; delete the NAT Gateway and its Elastic IP the same day',
            'Add an S3 gateway endpoint, remove the NAT route and run `aws s3 ls` from the private instance; it still succeeds because the traffic uses the endpoint',
            'Create ssm and ssmmessages interface endpoints and open a Session Manager shell on a private instance that has no internet route at all',
          ],
          cost: 'NAT Gateway ≈ $0.045/hour plus $0.045 per GB processed in us-east-1 (slightly more in Mumbai); each interface endpoint ≈ $0.01/hour per AZ — delete both the same day',
        },
        {
          title: 'Security Groups, Network ACLs, Flow Logs and Hybrid Connectivity',
          topics: [
            'Stateful security groups that reference other security groups instead of CIDR ranges',
            'Stateless network ACLs, ephemeral port ranges and rule-number ordering',
            'VPC Flow Logs to CloudWatch Logs and reading ACCEPT and REJECT records',
            'VPC peering versus Transit Gateway once you connect three or more VPCs',
            'Site-to-Site VPN and Direct Connect for linking an office or data centre',
            'Route 53 private hosted zones for internal service names',
            'Reachability Analyzer for proving why a network path is open or blocked',
          ],
          handsOn: [
            'Create web, app and db security groups where app accepts 8080 only from web and db accepts 5432 only from app; Reachability Analyzer reports web-to-db on 5432 as not reachable',
            'Add a network ACL rule denying your home IP on port 22 and watch matching REJECT entries appear in VPC Flow Logs within 10 minutes',
            'Peer two VPCs with non-overlapping CIDRs, add routes on both sides and ping across private IPs; then attempt a peering between overlapping CIDRs and record the error',
          ],
          cost: 'Reachability Analyzer ≈ $0.10 per analysis; Flow Logs are billed as CloudWatch Logs ingestion beyond 5 GB/month',
        },
      ],
      miniProject: {
        title: 'Network Design Document for a Two-AZ Startup VPC',
        description:
          'Write the network design a small SaaS company in Bengaluru would approve before building: address plan, routing, firewall rules and a monthly cost estimate with and without NAT.',
        deliverables: [
          'A draw.io or Excalidraw diagram showing subnets, route tables, gateways and endpoints per AZ',
          'A CIDR allocation table that leaves room for two more environments and a VPN to the office',
          'A security group matrix listing every allowed source, port and reason',
          'An AWS Pricing Calculator estimate comparing one NAT Gateway, two NAT Gateways and endpoints only',
        ],
      },
    },
    {
      id: 3,
      title: 'Compute at Scale: EC2, Load Balancers and Auto Scaling',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Run a web application on EC2 the production way: hardened images, no SSH keys, traffic through an Application Load Balancer and capacity that follows demand. You practise failure on purpose and watch the platform heal.',
      icon: 'server',
      freeTier: '90% Free',
      pages: [
        {
          title: 'EC2 Fundamentals: Instance Types, AMIs, EBS and Access',
          topics: [
            'Instance names decoded: what the family, generation and suffix in t4g, m7i-flex, c7g and r8g mean',
            'Graviton (arm64) versus x86 price-performance for typical web workloads',
            'EBS gp3 volumes with independent IOPS and throughput settings, and snapshot lifecycle',
            'Instance Metadata Service v2 (IMDSv2) and why IMDSv1 should be switched off',
            'User data and cloud-init for first-boot configuration',
            'Systems Manager Session Manager in place of SSH keys and bastion hosts',
            'On-Demand, Spot, Savings Plans and Reserved Instances compared for a small team',
          ],
          handsOn: [
            'Launch an Amazon Linux 2023 t3.micro with IMDSv2 required and a user data script that installs Nginx; the public DNS name serves your custom page within two minutes of launch',
            'Connect through Session Manager with port 22 closed in the security group; `sudo systemctl status nginx` shows active (running)',
            'Grow the root gp3 volume from 8 GiB to 12 GiB while the instance runs, then extend it with `growpart` and `xfs_growfs`; `df -h /` shows the new size',
            'Bake a golden AMI with Nginx preinstalled and launch from it; time from launch to serving traffic drops below 60 seconds',
          ],
        },
        {
          title: 'Application and Network Load Balancers',
          topics: [
            'ALB listeners, rules and target groups with path-based and host-based routing',
            'Tuning health check path, interval and healthy/unhealthy thresholds for faster failover',
            'TLS termination with an AWS Certificate Manager certificate and HTTP-to-HTTPS redirects',
            'Network Load Balancer for raw TCP, static IP addresses and PrivateLink services',
            'Deregistration delay (connection draining) and the trade-offs of sticky sessions',
            'Azure Application Gateway and Google Cloud external Application Load Balancer compared with ALB',
          ],
          handsOn: [
            'Place two Nginx instances in different AZs behind an ALB; refreshing the ALB DNS name alternates between pages that print each instance ID',
            'Add a listener rule sending `/api/*` to a second target group; `curl <alb>/api/health` returns JSON only from the API instances',
            'Request an ACM certificate for a subdomain you own, validate it with a DNS record and serve HTTPS; SSL Labs grades the endpoint A',
            'Stop Nginx on one instance and time how long the target takes to turn unhealthy; it matches interval × unhealthy threshold within a few seconds',
          ],
          cost: 'An ALB costs ≈ $0.0225/hour plus LCU charges (about $17/month idle) beyond free-tier credits — delete it at the end of each session',
        },
        {
          title: 'Auto Scaling Groups and Launch Templates',
          topics: [
            'Launch template versions and the $Latest versus $Default trap',
            'Desired, minimum and maximum capacity spread across multiple AZs',
            'Target tracking on average CPU versus ALB RequestCountPerTarget',
            'Scheduled scaling in the Asia/Kolkata time zone for office-hours traffic',
            'Instance refresh for rolling AMI updates with a minimum healthy percentage',
            'Mixed-instances policies that add Spot capacity to stateless tiers',
            'Lifecycle hooks for bootstrapping and draining instances',
          ],
          handsOn: [
            'Create an Auto Scaling group (min 2, max 4) behind your ALB with target tracking at 50% CPU; run `stress-ng --cpu 2 --timeout 600` on both instances and watch it scale to four within about five minutes',
            'Terminate one instance by hand during a `hey -z 2m` load test; the group launches a replacement and the ALB keeps serving with no more than a handful of failed requests',
            'Publish launch template version 2 with a different page colour and start an instance refresh at 50% minimum healthy; every instance serves the new page without downtime',
            'Add scheduled actions in Asia/Kolkata time that scale to zero at 22:00 and back to two at 08:00; the next morning the activity history shows both actions',
          ],
          cost: 'Two or three t3.micro instances fit the free-tier allowance only for a few days of continuous running — scale to zero overnight',
        },
      ],
      miniProject: {
        title: 'Self-Healing Web Tier',
        description:
          'Combine a golden AMI, a launch template, an Auto Scaling group and an ALB into a web tier that survives instance loss and scales with load, then document how you tested it.',
        deliverables: [
          'Architecture diagram with the ALB, target groups, Auto Scaling group and AZs',
          'Screenshots of the scale-out and scale-in activity history with timestamps',
          'A test log of three failure drills (terminate instance, stop Nginx, instance refresh) and the measured impact of each',
        ],
      },
    },
    {
      id: 4,
      title: 'Storage, Content Delivery and Managed Databases',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Choose the right store for each kind of data: S3 and CloudFront for files and static sites, RDS or Aurora for relational data, and DynamoDB for key-value access at any scale. You practise backup and restore, not just creation.',
      icon: 'database',
      freeTier: '85% Free',
      pages: [
        {
          title: 'Amazon S3 and CloudFront for Static Sites and User Uploads',
          topics: [
            'S3 storage classes from Standard to Glacier Deep Archive, with retrieval times and minimum storage durations',
            'Block Public Access, Object Ownership with ACLs disabled and default SSE-S3 encryption',
            'Versioning, lifecycle rules and Object Lock for ransomware-resistant backups',
            'Presigned URLs for direct browser uploads without proxying through your server',
            'CloudFront with Origin Access Control, cache policies and invalidations',
            'S3 event notifications delivered to Lambda, SQS or EventBridge',
            'Azure Blob Storage access tiers and Google Cloud Storage classes mapped to S3 classes',
          ],
          handsOn: [
            'Host a Vite-built static site in a private S3 bucket behind CloudFront with Origin Access Control; the site loads over the CloudFront domain while direct S3 object URLs return 403',
            'Add a lifecycle rule that moves `logs/` to Glacier Instant Retrieval after 30 days and expires objects after 365 days; the bucket Management tab shows both transitions',
            'Generate a presigned PUT URL valid for five minutes with boto3 and upload a file with `curl -X PUT --upload-file`; the same URL returns AccessDenied after it expires',
            'Enable versioning, delete an object, then restore it by deleting the delete marker; the original version ID is current again',
          ],
          cost: 'S3 and CloudFront stay inside free allowances at lab traffic; a Route 53 hosted zone for a custom domain costs $0.50/month',
        },
        {
          title: 'Relational Databases with RDS and Aurora',
          topics: [
            'RDS engines, instance classes and gp3 storage autoscaling',
            'Multi-AZ DB instance versus Multi-AZ DB cluster versus read replicas',
            'Automated backups, point-in-time restore and manual snapshots',
            'Master user password managed and rotated by Secrets Manager',
            'Aurora shared storage, Aurora Serverless v2 capacity units and scaling to zero with auto-pause',
            'RDS Proxy for connection pooling from Lambda functions',
            'Azure Database for PostgreSQL flexible server and Cloud SQL compared with RDS',
          ],
          handsOn: [
            'Create a PostgreSQL 17 db.t4g.micro instance in private subnets with Secrets Manager-managed credentials; connect with `psql` from an EC2 instance in the app security group',
            'Insert rows, note the time, drop the table, and restore to a new instance at a point five minutes earlier; the table and its rows are back on the restored instance',
            'Add a read replica, point a read-only `pgbench -S` run at it and compare primary and replica CPU on a CloudWatch graph',
            'Create an Aurora PostgreSQL Serverless v2 cluster with a minimum of 0 ACUs; after the idle period the ServerlessDatabaseCapacity metric drops to 0 and the instance reports paused',
          ],
          cost: 'Single-AZ db.t4g.micro is free-tier eligible; a read replica (≈ $0.016/hour), Multi-AZ and Aurora are not, and each Secrets Manager secret costs $0.40/month — delete after the lab',
        },
        {
          title: 'DynamoDB Data Modelling for Real Access Patterns',
          topics: [
            'Partition keys, sort keys and how hot partitions happen',
            'Access-pattern-first single-table design for an online orders domain',
            'Global secondary indexes versus local secondary indexes',
            'On-demand versus provisioned capacity with auto scaling',
            'Conditional writes and TransactWriteItems for idempotent operations',
            'Time to Live for expiring sessions and DynamoDB Streams for change events',
            'Azure Cosmos DB and Firestore as the nearest Azure and GCP counterparts to DynamoDB',
          ],
          handsOn: [
            'Model customers, orders and order items in one table with `CUSTOMER#id` and `ORDER#date#id` keys; a single Query returns a customer profile and all of their orders',
            'Add a GSI on order status and date, then fetch every SHIPPED order from the last seven days without a Scan',
            'Write a payment record guarded by `attribute_not_exists(PK)`; repeating the identical write fails with ConditionalCheckFailedException',
            'Enable point-in-time recovery, delete ten items by mistake, restore the table under a new name and count the ten items back',
          ],
        },
      ],
      miniProject: {
        title: 'Photo-Sharing Storage Layer',
        description:
          'Build the storage side of a small photo-sharing app: direct browser uploads to S3, CloudFront delivery of resized images, photo metadata in DynamoDB and user accounts in RDS PostgreSQL.',
        deliverables: [
          'A presigned-upload endpoint and a test page that uploads a photo straight to S3',
          'A DynamoDB access-pattern table listing each query and the key or index that serves it',
          'A restore drill log showing an RDS point-in-time restore and a DynamoDB PITR restore with timings',
        ],
      },
    },
    {
      id: 5,
      title: 'Serverless and Event-Driven Architectures',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Build APIs and background workflows with no servers to patch, using Lambda, API Gateway, Cognito and AWS messaging services. You learn where serverless saves money and where cold starts and limits bite.',
      icon: 'zap',
      freeTier: '85% Free',
      pages: [
        {
          title: 'AWS Lambda in Practice',
          topics: [
            'The Lambda execution model: init phase, cold starts and execution environment reuse',
            'Choosing a runtime and architecture: Node.js 22 or Python 3.13 on arm64 for lower cost',
            'Memory sizing, the CPU that comes with it and AWS Lambda Power Tuning',
            'Reserved versus provisioned concurrency and the regional concurrency quota',
            'Powertools for AWS Lambda: structured logging, metrics and idempotency utilities',
            'Packaging as zip archives, layers or container images up to 10 GB',
            'Azure Functions and Google Cloud Run functions compared with Lambda',
          ],
          handsOn: [
            'Scaffold and deploy a Python 3.13 arm64 function with AWS SAM (`sam init`, `sam deploy --guided`); `sam remote invoke` returns your JSON payload',
            'Run Lambda Power Tuning at 128, 512 and 1024 MB; the generated chart identifies the cheapest memory setting for your function',
            'Add Powertools Logger and Metrics; a CloudWatch Logs Insights query filters on the cold_start field and your metric appears under a custom namespace',
            'Set reserved concurrency to 1 and fire 20 parallel invocations; the Throttles metric records the rejected calls',
          ],
        },
        {
          title: 'APIs with API Gateway and Amazon Cognito',
          topics: [
            'HTTP APIs versus REST APIs: price, features and when REST is still required',
            'Lambda proxy integration with payload format version 2.0',
            'JWT authorisers backed by a Cognito user pool',
            'Throttling, usage plans and API keys on REST APIs',
            'CORS settings for a browser front end served from a different domain',
            'Custom domain names with ACM certificates and API mappings',
          ],
          handsOn: [
            'Build a notes CRUD API with an HTTP API, four Lambda routes and a DynamoDB table; `curl` against each route returns 200, 201 or 404 as appropriate',
            'Protect the API with a Cognito JWT authoriser; a request without a token returns 401 and one with a valid access token returns 200',
            'Load-test the notes API with k6 at 50 virtual users for one minute and record p95 latency, error rate and the Lambda concurrency peak',
          ],
          cost: 'Cognito Lite is free up to 10,000 monthly active users; HTTP API requests cost about $1.00 per million beyond the free tier',
        },
        {
          title: 'Event-Driven Integration with SQS, SNS, EventBridge and Step Functions',
          topics: [
            'SQS standard versus FIFO queues, visibility timeouts and dead-letter queue redrive',
            'Partial batch responses so one bad message does not fail a whole SQS batch',
            'SNS fan-out to several SQS queues with subscription filter policies',
            'EventBridge rules, event patterns and EventBridge Scheduler for cron-style jobs',
            'Step Functions Standard versus Express workflows with Retry and Catch',
            'Choreography versus orchestration for an order-processing flow',
          ],
          handsOn: [
            'Connect SQS to Lambda with a batch size of 10 and a DLQ after three receives; one poison message lands in the DLQ while the other nine are processed',
            'Create an EventBridge rule matching `OrderPlaced` events with an amount above 5000 and route them to an SNS email topic; only high-value test events send mail',
            'Build a Step Functions workflow reserve-stock → charge-payment → send-receipt with a compensating refund step; forcing send-receipt to fail shows the Catch path in the execution graph',
          ],
        },
      ],
      miniProject: {
        title: 'Serverless URL Shortener with Click Analytics',
        description:
          'Ship a URL shortener whose redirect path is a single Lambda behind an HTTP API, with click events flowing asynchronously through SQS into a DynamoDB counter table.',
        deliverables: [
          'An AWS SAM template that deploys the whole stack with one command',
          'A click-analytics endpoint returning daily counts per short code from DynamoDB',
          'A cost note comparing the measured monthly cost at 100,000 redirects with a t3.micro alternative',
        ],
      },
    },
    {
      id: 6,
      title: 'Infrastructure as Code and Containers on AWS',
      level: 'Advanced',
      duration: '3 Weeks',
      objective:
        'Rebuild what you clicked together in earlier phases as version-controlled Terraform (or OpenTofu) code, then run containers on ECS Fargate and take a first guided look at EKS. From here on, anything that costs money by the hour is created and destroyed by code.',
      icon: 'layers',
      freeTier: '80% Free',
      pages: [
        {
          title: 'Terraform 1.x and OpenTofu Foundations',
          topics: [
            'Terraform versus OpenTofu today: the BSL licence, Linux Foundation governance and command compatibility',
            'The write, plan, apply loop and reading the plan symbols +, ~, -/+ and -',
            'The hashicorp/aws provider v6 with version constraints and default_tags',
            'Variables, locals, outputs and custom validation blocks',
            'count versus for_each, and why for_each keys keep resource addresses stable',
            'Remote state in S3 with native lockfile locking (use_lockfile) instead of a DynamoDB lock table',
            'import blocks and moved blocks for adopting and refactoring existing resources',
          ],
          handsOn: [
            'Write a module for a two-AZ VPC with an Internet Gateway, public and private subnets and route tables; `terraform plan` shows 12 to add (VPC, IGW, four subnets, two route tables, four associations)',
            'Move state to an S3 backend with `use_lockfile = true`; starting a second `terraform apply` while the first is running fails with a state lock error',
            'Adopt the hand-made bucket from Phase 4 with an import block; the following plan reports "No changes"',
            'Run the same configuration with OpenTofu (`tofu init`, `tofu plan`) and note any differences in output and provider download source',
          ],
          cost: 'An S3 state bucket costs well under $0.10/month; resources you apply are billed as in earlier phases',
        },
        {
          title: 'Terraform Modules, Testing and Pull-Request Pipelines',
          topics: [
            'Module structure: inputs, outputs, README and semantic version tags',
            'Using terraform-aws-modules/vpc from the public registry without losing control',
            'Environment separation with per-environment directories and tfvars versus workspaces',
            'The `terraform test` framework with mock providers for fast unit tests',
            'tflint, Checkov and Infracost checks on every pull request',
            'Scheduled drift detection with `terraform plan -detailed-exitcode`',
            'Bicep and Google Cloud Infrastructure Manager as the native IaC options on Azure and GCP',
          ],
          handsOn: [
            'Split your code into vpc, web-tier and database modules consumed by dev and prod root configurations; dev plans t4g.micro and prod plans t4g.small purely from tfvars',
            'Write a `terraform test` file asserting every private subnet has map_public_ip_on_launch set to false; `terraform test` reports 1 passed, 0 failed',
            'Add a GitHub Actions workflow that assumes your OIDC role, posts the plan and an Infracost monthly estimate as a pull-request comment',
            'Change a security group rule in the console, then run the drift job; exit code 2 flags the drift and a re-apply restores the coded rule',
          ],
        },
        {
          title: 'Containers on AWS: ECR, ECS Fargate and an EKS Primer',
          topics: [
            'ECR private repositories, lifecycle policies and enhanced scanning with Amazon Inspector',
            'ECS task definitions: task role versus execution role, awsvpc networking and valid CPU/memory pairs',
            'ECS services with ALB target groups, the deployment circuit breaker and automatic rollback',
            'Fargate, Fargate Spot and EC2 capacity providers compared',
            'ECS Exec for debugging a running task without SSH',
            'EKS architecture: managed control plane, EKS Auto Mode, managed node groups and Karpenter',
            'EKS Pod Identity for pod-level AWS permissions, compared with AKS Workload Identity and GKE Workload Identity Federation',
          ],
          handsOn: [
            'Push a multi-arch (amd64 and arm64) image to ECR and run it as an ECS Fargate service of two tasks behind an ALB; both targets report healthy',
            'Deploy a deliberately broken image tag; the deployment circuit breaker rolls back and the service events tab records the rollback',
            'Open a shell in a running task with `aws ecs execute-command` and read an environment variable injected from Secrets Manager',
            'Create an EKS Auto Mode cluster with eksctl, deploy a two-replica app exposed by a LoadBalancer Service, then run `eksctl delete cluster` the same afternoon',
          ],
          cost: 'EKS control plane $0.10/hour (≈ $73/month) and Fargate ≈ $0.012/hour per 0.25 vCPU/0.5 GB task — delete the EKS cluster within the same session',
        },
      ],
      miniProject: {
        title: 'Terraform-Provisioned Fargate Service',
        description:
          'Codify a complete container deployment — VPC, ALB, ECR repository, ECS cluster, service and alarms — so that `terraform apply` builds it from nothing and `terraform destroy` leaves no billable resource behind.',
        deliverables: [
          'A Git repository with versioned modules, dev tfvars and a README with apply and destroy steps',
          'A pull-request pipeline output showing plan, Checkov results and an Infracost estimate',
          'A screenshot of Cost Explorer the day after destroy showing no new hourly charges',
        ],
      },
    },
    {
      id: 7,
      title: 'Observability, Well-Architected Reviews and SAA Certification',
      level: 'Advanced',
      duration: '4+ weeks',
      objective:
        'Make your systems observable, review them against the Well-Architected Framework for cost and reliability, and prepare for the AWS Certified Solutions Architect – Associate exam using the labs you have already built.',
      icon: 'trophy',
      freeTier: '70% Free',
      pages: [
        {
          title: 'CloudWatch, X-Ray and OpenTelemetry on AWS',
          topics: [
            'CloudWatch metrics, namespaces, dimensions, statistics and high-resolution custom metrics',
            'CloudWatch Logs Insights queries for error rates and slow requests',
            'Metric filters and composite alarms that cut alert noise',
            'The CloudWatch agent for memory and disk metrics that EC2 does not publish by default',
            'AWS Distro for OpenTelemetry feeding traces into X-Ray and CloudWatch Application Signals',
            'CloudWatch Synthetics canaries for scripted uptime checks',
            'Azure Monitor and Google Cloud Observability compared with CloudWatch',
          ],
          handsOn: [
            'Build a dashboard with ALB 5xx count, target response time p95, in-service instances and RDS CPU, then export its JSON into your Terraform repository',
            'Write a Logs Insights query returning the ten slowest API requests of the last hour with their request IDs and durations',
            'Enable tracing on the Phase 5 API and Lambda functions; the trace map shows API Gateway → Lambda → DynamoDB with latency on each edge',
            'Create a composite alarm that fires only when 5xx errors and p95 latency breach together, notifying an SNS email topic',
          ],
          cost: 'Beyond the free 10 custom metrics, 10 alarms and 5 GB of logs: $0.30 per custom metric per month, $0.50 per GB ingested, and ≈ $0.0012 per canary run (about $10/month at a five-minute schedule)',
        },
        {
          title: 'Well-Architected Reviews: Cost Optimisation and Reliability',
          topics: [
            'The six Well-Architected pillars and running a workload review in the Well-Architected Tool',
            'RTO and RPO targets mapped to backup-and-restore, pilot light, warm standby and multi-site active/active',
            'AWS Backup plans with cross-region copies to Hyderabad (ap-south-2)',
            'Route 53 health checks and failover routing between regions',
            'Rightsizing with Compute Optimizer and Cost Optimization Hub recommendations',
            'Savings Plans versus Reserved Instances versus Spot for a steady 24×7 baseline',
            'AWS Fault Injection Service experiments that simulate an Availability Zone failure',
          ],
          handsOn: [
            'Review your Phase 3 web tier in the Well-Architected Tool; record at least five high-risk issues with an owner and fix for each',
            'Create an AWS Backup plan for the RDS instance with daily backups copied to ap-south-2; restore the copy in Hyderabad and connect to it with psql',
            'Configure Route 53 failover from an ALB in ap-south-1 to a static maintenance page on CloudFront; stopping all primary targets flips DNS within about three minutes',
            'Run an FIS experiment that stops every instance in one AZ; the Auto Scaling group restores capacity in the surviving AZ and the ALB error rate stays below 1%',
          ],
          cost: 'Cross-region backup copies, Route 53 health checks ($0.50 each per month) and FIS ($0.10 per action-minute) — budget about $5 for this page',
        },
        {
          title: 'Solutions Architect – Associate Exam Preparation',
          topics: [
            'The SAA-C03 exam format: 65 questions in 130 minutes with a scaled passing score of 720 (check the current exam guide before booking)',
            'Domain weightings: secure architectures 30%, resilient 26%, high-performing 24% and cost-optimised 20%',
            'Spotting the deciding phrase in scenario questions: lowest cost, least operational overhead, highest availability',
            'Storage decision tree across EBS, EFS, FSx, S3 and Storage Gateway',
            'Migration and hybrid services: DataSync, Database Migration Service, Application Migration Service and Transfer Family',
            'AWS Skill Builder official practice question sets and timed mock exams',
          ],
          handsOn: [
            'Build a one-page revision sheet per exam domain in which every row cites a lab you personally completed in this roadmap',
            'Sit two timed 65-question mock exams a week apart; the second scores at least 75% and every wrong answer is logged with the reason you missed it',
            'Record five three-minute whiteboard explanations (VPC, three-tier, serverless, disaster recovery, cost) and have a peer score each for clarity out of five',
            'Book the exam with Pearson VUE, at a test centre or online, once two consecutive mock scores exceed 80%',
          ],
          cost: 'Practice labs here reuse earlier stacks; the exam itself costs USD 150',
        },
      ],
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 3,
  capstones: [
    {
      title: 'Highly Available Three-Tier Web Platform',
      tech: [
        'Terraform or OpenTofu',
        'VPC across two AZs',
        'Application Load Balancer',
        'EC2 Auto Scaling',
        'RDS PostgreSQL Multi-AZ',
        'S3 and CloudFront',
        'CloudWatch',
      ],
      description:
        'Provision a two-AZ VPC, an Auto Scaling web tier behind an ALB and a Multi-AZ PostgreSQL database entirely from Terraform, with static assets served from S3 through CloudFront. Demonstrate that terminating an instance or forcing an RDS failover causes under a minute of errors, and hand over a diagram, a cost estimate and a `terraform destroy` that leaves nothing billable behind.',
      cost: 'About $95–115/month if left running (NAT Gateway ≈ $33, ALB ≈ $17, Multi-AZ db.t4g.micro ≈ $24, two t4g.small ≈ $25, public IPv4 ≈ $11); about $4 if applied, demoed and destroyed within one day',
    },
    {
      title: 'Serverless GST Invoice and Expense API',
      tech: [
        'API Gateway HTTP API',
        'AWS Lambda (Python 3.13)',
        'DynamoDB single-table design',
        'Amazon Cognito',
        'S3 presigned uploads',
        'Step Functions and EventBridge',
        'AWS SAM',
      ],
      description:
        'Build a multi-user API where small-business owners sign in with Cognito, upload invoice images straight to S3 and record GST expenses in a single-table DynamoDB design. Each upload starts a Step Functions workflow that validates the record, emits an EventBridge event and feeds a monthly summary email, and every request is traceable end to end.',
      cost: 'About $0–3/month at demo traffic; Lambda, DynamoDB, Cognito Lite and EventBridge stay within always-free or near-zero usage pricing',
    },
    {
      title: 'Containerised Services on ECS Fargate with Cross-Region Recovery',
      tech: [
        'ECS Fargate and ECR',
        'Aurora PostgreSQL Serverless v2',
        'GitHub Actions with OIDC',
        'Terraform',
        'AWS Distro for OpenTelemetry',
        'AWS Backup',
        'Route 53 failover',
      ],
      description:
        'Run two containerised services on ECS Fargate behind an ALB, deployed by a GitHub Actions pipeline that assumes an AWS role through OIDC and applies Terraform. Add dashboards, traces and alarms, then prove a pilot-light recovery into ap-south-2 using AWS Backup copies and Route 53 failover, documenting the measured RTO and RPO.',
      cost: 'About $130–150/month if left running (interface endpoints ≈ $58, Aurora at a 0.5 ACU floor ≈ $44, ALB ≈ $24, two Fargate tasks ≈ $18); roughly $8–12 for a two-day build-and-demo window with Aurora auto-pause enabled',
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which line item on your AWS bill surprised you most this month, and what setting or habit will stop it happening again?',
    'When you chose between a NAT Gateway and VPC endpoints, what did you trade off in cost, security and simplicity?',
    'Describe an AccessDenied error you hit: which policy blocked the request, and how did you work that out?',
    'If ap-south-1 were unavailable for four hours tomorrow, what would happen to your capstone, and what RTO and RPO could you honestly promise?',
    'Which AWS service would you now pick over its Azure or GCP equivalent, and which would you not — with evidence from your own labs?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Cost Safety Rules for Every Lab',
      intro:
        'Students who follow these rules typically complete the whole roadmap, capstones included, within the free-tier credits plus about $20–30.',
      items: [
        'Set AWS Budgets alerts at $10, $25 and $50 before you create a single resource, and never switch them off',
        'Tag everything with Project, Owner and Expiry, and run your untagged-resources script every Friday',
        'Delete NAT Gateways, load balancers, EKS clusters and unattached Elastic IPs on the day you create them',
        'Anything billed by the hour is created with Terraform or OpenTofu so that one destroy removes all of it',
        'Prefer Graviton instances and gp3 volumes, and stop or scale instances to zero when you log off',
        'Check Cost Explorer by usage type every Monday; investigate any unexplained line item above $1 that day',
      ],
    },
    {
      kind: 'cards',
      heading: 'Career Outcomes',
      intro: 'The roadmap maps to the entry and early-career cloud roles Indian employers hire for most often.',
      cards: [
        {
          title: 'Cloud Engineer',
          description:
            'Builds and runs AWS environments with Terraform, IAM guardrails and monitoring for product teams.',
          icon: 'cloud',
        },
        {
          title: 'Associate Solutions Architect',
          description:
            'Turns business requirements into AWS designs with cost estimates, backed by the SAA certification.',
          icon: 'layout',
        },
        {
          title: 'Cloud Support and Operations Engineer',
          description:
            'Diagnoses networking, access and performance issues using CloudWatch, Flow Logs and CloudTrail.',
          icon: 'wrench',
        },
        {
          title: 'FinOps and Cost Analyst',
          description: 'Tracks spend with budgets, tags and Cost Explorer, and drives rightsizing and Savings Plans.',
          icon: 'wallet',
        },
      ],
    },
  ],
} satisfies Guide
