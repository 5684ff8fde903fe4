import type { Guide } from '../schema'

export const guide = {
  slug: 'devops',
  title: 'DevOps Engineering',
  tagline: 'From your first terminal command to GitOps, observability and on-call — built on your own laptop.',
  intro:
    'A nine-phase roadmap that takes you from Linux and Bash through Git, networking, Docker, GitHub Actions, Kubernetes, Terraform and Ansible, then on to GitOps with Argo CD, observability with Prometheus, Grafana, Loki and OpenTelemetry, and finally DevSecOps and SRE practice. Almost every lab runs locally on kind clusters and Multipass VMs, so you can learn the whole toolchain without a cloud bill, and each phase lists what you need to know or install before you begin.',
  facts: [
    { label: 'Guide phases', value: '9' },
    { label: 'Self-paced duration', value: '5 months' },
    { label: 'Capstones', value: '3' },
    { label: 'Lab Cost', value: 'Runs locally' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'Use a laptop with 16 GB RAM for the Kubernetes and observability phases (8 GB works for Phases 0–3 and, with k3d and fewer replicas, for the rest). Windows users work inside WSL2 with Ubuntu 24.04; macOS and Linux users need nothing extra beyond the tools each phase lists.',
  phases: [
    {
      id: 0,
      title: 'Linux and Bash Foundations',
      level: 'Absolute Beginner',
      duration: '2 Weeks',
      objective:
        'Become comfortable living in a Linux terminal: navigate, inspect and fix a server, then automate routine chores with Bash scripts that fail safely.',
      icon: 'terminal',
      requirements:
        'A laptop with at least 8 GB RAM running Ubuntu 24.04 LTS, macOS, or Windows 11 with WSL2 enabled. No prior command-line experience is needed.',
      pages: [
        {
          title: 'Linux Filesystem, Processes and Packages',
          topics: [
            'The Filesystem Hierarchy Standard: what belongs in /etc, /var/log, /usr/local and /opt',
            'Absolute and relative paths, globbing patterns and tab completion in Bash',
            'Processes, signals and job control with ps, top, htop, kill -TERM and kill -KILL',
            'apt and dpkg on Ubuntu 24.04 LTS compared with dnf on Rocky Linux and Fedora',
            'Building text pipelines with grep, sed, awk, cut, sort, uniq and xargs',
            'Inspecting disks and memory with df, du, free and lsblk',
          ],
          handsOn: [
            'Install Ubuntu 24.04 under WSL2 or as a Multipass VM and customise your Bash prompt; `lsb_release -a` reports Ubuntu 24.04',
            'From a sample Nginx access log, print the ten busiest client IPs and the number of 5xx responses using one pipeline of grep, awk, sort and uniq',
            'Start a runaway `yes > /dev/null &` job, find it in top, stop it with SIGTERM and watch the one-minute load average fall',
          ],
        },
        {
          title: 'Users, Permissions, systemd and Logs',
          topics: [
            'Users, groups and scoped sudo rules in /etc/sudoers.d',
            'Permission bits, octal modes, umask and the sticky bit on shared directories',
            'SSH key authentication, ssh-agent forwarding risks and hardening sshd_config',
            'systemd units: enable versus start, dependencies and writing your own service file',
            'Filtering journalctl output by unit, priority and time window',
            'cron compared with systemd timers for scheduled jobs',
          ],
          handsOn: [
            'Create a deploy user with key-only SSH and sudo limited to `systemctl restart myapp`; password logins and any other sudo command are refused',
            'Write a systemd unit for a small Python HTTP server with Restart=on-failure; kill the process and `journalctl -u myapp` shows systemd restarting it',
            'Replace a cron entry with a systemd timer that fires every 15 minutes; `systemctl list-timers` shows its next trigger time',
          ],
        },
        {
          title: 'Bash Scripting for Everyday Automation',
          topics: [
            'Shebang lines, exit codes and `set -euo pipefail` strict mode',
            'Variables, quoting rules and parameter expansion such as ${VAR:-default}',
            'Conditionals, loops, functions and parsing flags with getopts',
            'trap handlers for cleanup on EXIT and ERR',
            'Reading ShellCheck warnings and fixing the most common ones',
            'Here-documents and rendering config files from templates with envsubst',
          ],
          handsOn: [
            'Write backup.sh that creates a timestamped tarball, keeps only the newest seven archives and exits non-zero on any failure; ShellCheck reports no warnings',
            'Write a URL checker that reads endpoints from a file and prints a coloured OK/FAIL table with HTTP status and response time for each',
            'Add a trap so the script deletes its temporary directory even when interrupted with Ctrl+C; nothing is left behind in /tmp',
          ],
        },
      ],
      miniProject: {
        title: 'Fresh Server Bootstrap Script',
        description:
          'Write one idempotent Bash script that turns a brand-new Ubuntu 24.04 VM into a hardened, ready-to-use server, safe to run twice.',
        deliverables: [
          'A script that creates an admin user, disables root and password SSH logins, enables ufw and installs a package list',
          'A second run of the script that changes nothing and says so in its output',
          'A README with usage, flags and a before-and-after `sshd -T` comparison',
        ],
      },
    },
    {
      id: 1,
      title: 'Git Workflows and Networking Essentials',
      level: 'Beginner',
      duration: '10 days',
      objective:
        'Use Git the way engineering teams do, with clean history, reviews and protected branches, and understand enough networking to debug DNS, TCP and TLS problems yourself.',
      icon: 'git-branch',
      requirements:
        'Phase 0 complete: comfortable in Bash and able to SSH into a Linux VM. A GitHub account with two-factor authentication, plus a recent Git (2.45 or later), dig, tcpdump and Wireshark installed.',
      pages: [
        {
          title: 'Git Internals and Recovery Skills',
          topics: [
            'Blobs, trees, commits and refs: what actually lives inside the .git directory',
            'The staging area, partial staging with `git add -p` and writing useful commit messages',
            'Merge versus rebase, fast-forward merges and resolving conflicts by hand',
            'Recovering lost work with git reflog and git restore',
            'Finding the commit that introduced a bug with git bisect',
            'Signing commits with an SSH key so GitHub shows them as Verified',
          ],
          handsOn: [
            'Make three commits in a new repository and walk them with `git cat-file -p`; draw the object graph from commit to tree to blob',
            'Create a conflict on the same line in two branches, resolve it and show the merge commit in `git log --graph --oneline`',
            'Hard-reset two commits away, then recover them through `git reflog`; the branch points at the original SHA again',
            'Run `git bisect run ./test.sh` across a 20-commit history and let Git name the first bad commit automatically',
          ],
        },
        {
          title: 'Team Workflows on GitHub',
          topics: [
            'Trunk-based development versus GitFlow, and why short-lived branches win',
            'Pull requests, CODEOWNERS and repository rulesets protecting main',
            'Conventional Commits and automated changelogs with release-please',
            'Semantic versioning with annotated Git tags',
            'The pre-commit framework for formatting, linting and secret detection before every commit',
            'Monorepo versus polyrepo trade-offs for a platform team',
          ],
          handsOn: [
            'Add a ruleset to main requiring one approving review, a passing status check and linear history; a direct `git push origin main` is rejected',
            'Configure pre-commit with end-of-file-fixer, shellcheck and gitleaks hooks; committing a fake AWS access key is blocked locally',
            'Set up release-please so that merging a `feat:` commit opens a release pull request that bumps the minor version and updates CHANGELOG.md',
          ],
        },
        {
          title: 'Networking for DevOps Engineers',
          topics: [
            'OSI and TCP/IP layers mapped to the tools you will actually run',
            'IPv4 addressing, CIDR notation and the RFC 1918 private ranges',
            'The DNS resolution path: stub resolver, recursive resolver, authoritative servers and TTLs',
            'The TCP three-way handshake, ports, and when UDP is used instead',
            'HTTP/1.1, HTTP/2 and HTTP/3 differences, status code classes and key headers',
            'TLS 1.3 handshakes, certificate chains and free ACME certificates',
            'A troubleshooting kit: dig, curl -v, ss, traceroute, nc and tcpdump',
          ],
          handsOn: [
            'Trace the full resolution of a domain with `dig +trace` and annotate each hop from the root servers to the authoritative answer',
            'Capture `curl https://example.com` with tcpdump, open it in Wireshark and identify the SYN, SYN-ACK, ACK and TLS ClientHello packets',
            'Run a service on port 8080 in a VM, find it with `ss -tlnp`, block it with ufw and prove the block from another VM with `nc -zv`',
            'Work out by hand how many usable hosts 10.0.4.0/22 holds and its broadcast address, then confirm with ipcalc (1,022 hosts)',
          ],
        },
      ],
      miniProject: {
        title: 'Team Repository Template',
        description:
          'Publish a GitHub template repository that any new team project can start from, with review rules, hooks and release automation already wired up.',
        deliverables: [
          'CODEOWNERS, a pull-request template, CONTRIBUTING.md and an exported ruleset JSON',
          'A pre-commit configuration that passes on a clean clone in under 30 seconds',
          'A demo repository created from the template with one automated release already tagged',
        ],
      },
    },
    {
      id: 2,
      title: 'Containers with Docker and Compose',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Package applications as small, secure, reproducible images and run multi-container stacks locally with Docker Compose, including data that survives restarts.',
      icon: 'box',
      requirements:
        'Phases 0–1, plus Docker Engine 28 or later (or Docker Desktop, OrbStack or Podman) with `docker run hello-world` working. You should be able to run one small app locally in Node.js, Python or Java.',
      pages: [
        {
          title: 'Docker Images and Containers from the Ground Up',
          topics: [
            'Containers versus virtual machines: namespaces, cgroups and a shared kernel',
            'Image layers, the build cache and ordering Dockerfile instructions for cache hits',
            'Multi-stage builds that ship only the runtime artefact',
            'Distroless, Alpine and Debian slim base images compared on size and CVE count',
            'Running as a non-root USER with a read-only root filesystem',
            '.dockerignore files, build arguments and BuildKit secret mounts',
            'OCI images and registries: mutable tags versus immutable digests',
          ],
          handsOn: [
            'Containerise a Node.js or FastAPI service with a multi-stage Dockerfile; the final image is under 150 MB and `docker history` shows no compilers or build tools',
            'Reorder instructions so that a source-only change does not reinstall dependencies; the rebuild after a code edit finishes in under ten seconds',
            'Run the container as UID 10001 with `--read-only` and a tmpfs at /tmp; `docker exec <id> id -u` prints 10001',
            'Build amd64 and arm64 variants with `docker buildx build --platform linux/amd64,linux/arm64` and push both to GitHub Container Registry under one tag',
          ],
        },
        {
          title: 'Docker Networking, Volumes and Compose Stacks',
          topics: [
            'User-defined bridge networks, container DNS and published ports',
            'Named volumes versus bind mounts, and backing up a volume',
            'compose.yaml structure: services, networks, volumes and profiles',
            'depends_on with condition: service_healthy backed by HEALTHCHECK instructions',
            'env files, Compose secrets and override files for development and testing',
            'docker compose watch for live reload while you code',
          ],
          handsOn: [
            'Write a compose.yaml for an API, PostgreSQL 17 and Redis; `docker compose up` reports all three healthy and the API starts only after the database is ready',
            'Tear the stack down and bring it back; rows in the named Postgres volume survive while data in an anonymous volume is gone',
            'Add an Adminer service under a `debug` profile that starts only with `docker compose --profile debug up`',
            'Back up the Postgres volume to a tarball with a throwaway Alpine container and restore it into a brand-new volume',
          ],
        },
      ],
      miniProject: {
        title: 'Containerised Three-Tier Shop',
        description:
          'Run a small shop application — Caddy reverse proxy, API and PostgreSQL — as one Compose stack that a teammate can start with a single command on any laptop.',
        deliverables: [
          'Multi-stage Dockerfiles with non-root users and images under 150 MB',
          'A compose.yaml with health checks, a named volume and a debug profile',
          'A Makefile with up, down, logs and backup targets, documented in the README',
        ],
      },
    },
    {
      id: 3,
      title: 'CI/CD Pipelines with GitHub Actions',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Automate testing, image builds and deployments so that every merge to main produces a versioned, deployable artefact, and releases are safe to roll back.',
      icon: 'workflow',
      requirements:
        'Phases 1–2: a Dockerised app in a GitHub repository with at least a handful of unit tests, and comfort reading YAML. A small Linux VM (Multipass locally is fine) to act as a deployment target.',
      pages: [
        {
          title: 'GitHub Actions Fundamentals',
          topics: [
            'Workflows, events, jobs, steps and runners and how they fit together',
            'Triggers: push, pull_request, workflow_dispatch, schedule and path filters',
            'Matrix strategies across language versions and operating systems',
            'Dependency caching with actions/cache and the built-in caches of setup-node and setup-python',
            'Artifacts, job outputs and passing values between jobs',
            'Least-privilege GITHUB_TOKEN permissions declared per job',
            'Concurrency groups that cancel superseded runs',
          ],
          handsOn: [
            'Write a workflow that lints, tests and builds on every pull request; a failing test turns the check red and the ruleset blocks the merge',
            'Add a matrix over Node.js 22 and 24 (or Python 3.12 and 3.13); the run shows two parallel jobs with separate logs',
            'Enable dependency caching and compare install-step times before and after; the cached run is at least 50% faster',
            'Add a concurrency group keyed on the branch so a second push to the same pull request cancels the older run',
          ],
        },
        {
          title: 'Building, Publishing and Deploying from Pipelines',
          topics: [
            'Building and pushing to GHCR with docker/build-push-action and registry layer caching',
            'Image tagging by commit SHA and semantic version, never deploying `latest`',
            'Deployment environments with required reviewers and environment-scoped secrets',
            'Short-lived OIDC tokens from Actions in place of long-lived cloud keys stored as secrets',
            'Reusable workflows and composite actions for sharing pipeline logic across repositories',
            'Pinning third-party actions to full commit SHAs and letting Dependabot update them',
            'Self-hosted runners and Actions Runner Controller on Kubernetes',
          ],
          handsOn: [
            'Publish an image to GHCR tagged with the short commit SHA on every merge to main; the package page lists one new version per merge',
            'Deploy automatically to a staging VM over SSH, then to production only after a reviewer approves the production environment',
            'Move lint-test-build into a reusable workflow called from two repositories via `uses: <org>/.github/.github/workflows/ci.yml@v1`',
            'Run actionlint and zizmor against your workflows and fix every finding they report',
          ],
        },
        {
          title: 'Deployment Strategies and Release Safety',
          topics: [
            'Rolling, blue-green and canary releases compared on risk and cost',
            'Feature flags with OpenFeature to separate deploying code from releasing features',
            'Backward-compatible database migrations with the expand-and-contract pattern',
            'Post-deploy smoke tests and automatic rollback triggers',
            'DORA metrics: deployment frequency, lead time for changes, change failure rate and time to restore',
          ],
          handsOn: [
            'Implement blue-green on a single VM with two Compose stacks and Caddy switching upstreams; a 60-second load test across the switch shows zero failed requests',
            'Rename a database column across two releases using expand and contract, with the old and new app versions both working in between',
            'Add a post-deploy job that calls /healthz and redeploys the previous image tag when the check fails; break the app on purpose and watch it revert',
          ],
        },
      ],
      miniProject: {
        title: 'Complete Delivery Pipeline for the Shop',
        description:
          'Give the Phase 2 shop a pipeline that tests every pull request, publishes signed-off images on merge and promotes them from staging to production with an approval gate.',
        deliverables: [
          'Workflow files with pinned actions, least-privilege permissions and a reusable CI workflow',
          'A deployment history showing at least three promotions and one automatic rollback',
          'A short DORA report with your deployment frequency and lead time for one week',
        ],
      },
    },
    {
      id: 4,
      title: 'Kubernetes Core: Workloads, Networking and Access',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Run applications on Kubernetes with confidence: write manifests from scratch, expose and scale services, and restrict who and what can talk to them.',
      icon: 'layers',
      requirements:
        'Phases 2–3: you can build and push images. Install kubectl, kind (or k3d) and k9s, and keep about 6 GB RAM free for a three-node local cluster.',
      pages: [
        {
          title: 'Kubernetes Architecture and kubectl',
          topics: [
            'Control plane components: kube-apiserver, etcd, scheduler and controller manager',
            'Node components: kubelet, kube-proxy and the containerd runtime',
            'Declarative manifests, desired state and reconciliation loops',
            'Everyday kubectl verbs: get, describe, logs, exec, port-forward and explain',
            'Namespaces, labels, selectors and annotations',
            'kubeconfig contexts and switching between clusters without accidents',
          ],
          handsOn: [
            'Create a three-node kind cluster from a config file; `kubectl get nodes` lists one control-plane node and two workers as Ready',
            'Delete a Pod owned by a ReplicaSet and watch `kubectl get pods -w` show its replacement within seconds',
            'Write a Deployment manifest from `kubectl explain deployment.spec --recursive` alone, without copying from the internet, and apply it successfully',
          ],
        },
        {
          title: 'Workloads: Pods, Deployments, Services and Configuration',
          topics: [
            'Pod spec essentials: containers, init containers and native sidecar containers',
            'Deployments and ReplicaSets, and rolling updates tuned with maxSurge and maxUnavailable',
            'Service types ClusterIP, NodePort and LoadBalancer, and in-cluster DNS names',
            'ConfigMaps and Secrets mounted as files versus injected as environment variables',
            'Startup, readiness and liveness probes tuned for a JVM service that needs 40 seconds to boot',
            'Resource requests, limits and the Guaranteed, Burstable and BestEffort QoS classes',
            'StatefulSets with PersistentVolumeClaims for running a database',
          ],
          handsOn: [
            'Deploy your Phase 2 API as a three-replica Deployment behind a ClusterIP Service; `kubectl run tmp --rm -it --image=curlimages/curl -- curl http://api:8080/healthz` returns 200',
            'Roll out a new image with `kubectl set image`, then `kubectl rollout undo`; `kubectl rollout history` lists both revisions',
            'Add a readiness probe that fails while the database is down; the Pod drops out of the Service endpoints and rejoins when the database returns',
            'Set a 128Mi memory limit and hit a memory-hungry endpoint; the container is OOMKilled and the reason shows in `kubectl describe pod`',
          ],
        },
        {
          title: 'Traffic, Scaling and Access Control',
          topics: [
            'Ingress resources, IngressClass and the March 2026 retirement of the community ingress-nginx controller',
            'Gateway API with GatewayClass, Gateway and HTTPRoute, using Envoy Gateway or Traefik',
            'The Horizontal Pod Autoscaler driven by metrics-server',
            'PodDisruptionBudgets and topology spread constraints for safe node maintenance',
            'RBAC Roles, RoleBindings and ServiceAccounts',
            'Default-deny NetworkPolicies between namespaces',
            'cert-manager issuing and renewing TLS certificates automatically',
          ],
          handsOn: [
            'Install Envoy Gateway and route `/api` and `/` to two Services with HTTPRoutes; both paths answer through a single localhost port',
            'Configure an HPA at 60% CPU and generate load with a busybox loop; replicas grow from two to at least five and shrink back after the load stops',
            'Create a read-only ServiceAccount for CI; `kubectl auth can-i delete pods --as=system:serviceaccount:ci:reader -n shop` answers no',
            'On a kind cluster running Calico or Cilium, apply a default-deny policy and allow only frontend-to-api traffic; a curl from another namespace times out',
          ],
        },
      ],
      miniProject: {
        title: 'Kubernetes Manifests for the Three-Service Shop',
        description:
          'Move the Compose-based shop onto Kubernetes with proper probes, resources, autoscaling and network isolation, all applied from files in Git.',
        deliverables: [
          'Manifests for a frontend, an API and a PostgreSQL StatefulSet with PVCs',
          'An HTTPRoute exposing the shop and an HPA on the API with a load-test screenshot',
          'NetworkPolicies and RBAC objects with a short test script proving each rule',
        ],
      },
    },
    {
      id: 5,
      title: 'Infrastructure as Code with Terraform and Ansible',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Describe infrastructure and server configuration as reviewed code: Terraform or OpenTofu for provisioning, Ansible for configuring, and a pipeline that checks both.',
      icon: 'wrench',
      requirements:
        'Phases 0–3. Install Terraform 1.x or OpenTofu, ansible-core through pipx, and Multipass. An AWS account with billing alerts is optional and only needed for one lab.',
      pages: [
        {
          title: 'Terraform and OpenTofu Workflow',
          topics: [
            'Declarative infrastructure, idempotency and the dependency graph Terraform builds from references',
            'Providers beyond the big clouds: Docker, Kubernetes, GitHub and Cloudflare',
            'What a state file contains, why it holds secrets and how to protect it',
            'Remote backends and state locking options on S3, Azure Blob Storage and Google Cloud Storage',
            'Typed object variables with optional attributes for reusable modules',
            'Lifecycle meta-arguments: prevent_destroy, create_before_destroy and ignore_changes',
            'Ephemeral values and write-only arguments that keep secrets out of state',
          ],
          handsOn: [
            'Manage a GitHub repository, its branch ruleset and team access with the GitHub provider; deleting the ruleset in the web UI shows up as drift in the next plan',
            'Provision a Docker network, a PostgreSQL container and an app container with the kreuzwerker/docker provider; after `terraform destroy`, `docker ps` is empty',
            'Give a module an `environment` variable validated to dev, stage or prod; passing "qa" fails at plan time with your own error message',
            'Enable prevent_destroy on the database resource and confirm `terraform destroy` stops with an error instead of deleting it',
          ],
        },
        {
          title: 'Configuration Management with Ansible',
          topics: [
            'Agentless architecture: control node, managed nodes, SSH and Python',
            'INI and YAML inventories, groups, host_vars and group_vars',
            'Playbooks, tasks, handlers and idempotent modules versus raw shell commands',
            'Roles and collections installed from Ansible Galaxy',
            'Jinja2 templates for Nginx and systemd configuration files',
            'Encrypting variables with Ansible Vault',
            'Testing roles with Molecule and linting with ansible-lint',
          ],
          handsOn: [
            'Launch three Multipass VMs and write an inventory with web and db groups; `ansible all -m ping` returns pong from all three',
            'Write a playbook that renders an Nginx config from a template and restarts Nginx only through a handler; a second run reports changed=0',
            'Convert the playbook into a role with defaults and a Molecule scenario; `molecule test` passes against a Docker driver',
            'Store a database password with ansible-vault and deploy it; the repository only ever contains the encrypted blob',
          ],
        },
        {
          title: 'Combining Provisioning and Configuration in a Pipeline',
          topics: [
            'Where Terraform should stop and Ansible should start',
            'Dynamic inventory from cloud APIs with the amazon.aws.aws_ec2 plugin',
            'Immutable images baked with Packer versus configuring servers in place',
            'Plan on pull request, apply on merge, with a manual approval in between',
            'Policy as code for infrastructure plans with Open Policy Agent and Conftest',
          ],
          handsOn: [
            'Provision two t3.micro instances with Terraform, configure them with Ansible through the aws_ec2 inventory filtered on a Role tag, then destroy both the same day',
            'Bake an Ubuntu 24.04 image with Packer that runs your Ansible role; servers launched from it need no further configuration',
            'Write a Conftest policy rejecting any plan that opens port 22 to 0.0.0.0/0; a pull request that violates it fails the pipeline with your message',
          ],
        },
      ],
      miniProject: {
        title: 'Reproducible Lab Environment',
        description:
          'Codify a three-VM lab (load balancer, two app servers) so that one command creates it, configures it and tears it down, with no manual steps in between.',
        deliverables: [
          'Terraform or OpenTofu code plus an Ansible role tested with Molecule',
          'A pipeline that runs fmt, validate, ansible-lint and Conftest on every pull request',
          'A timed recording or log showing the environment built from zero in under ten minutes',
        ],
      },
    },
    {
      id: 6,
      title: 'Helm Packaging and GitOps with Argo CD',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Package applications as versioned Helm charts and let Argo CD keep every cluster in sync with Git, so deployments happen through pull requests rather than kubectl.',
      icon: 'rocket',
      requirements:
        'Phase 4 Kubernetes skills with a working kind or k3d cluster, and Phase 3 pipelines that push images to a registry. Install Helm 4, the argocd CLI and the Argo Rollouts kubectl plugin.',
      pages: [
        {
          title: 'Packaging Applications with Helm and Kustomize',
          topics: [
            'Chart anatomy: Chart.yaml, values.yaml, templates and _helpers.tpl',
            'Go templating with range, with, include and the required function',
            'Validating chart values with values.schema.json',
            'Chart dependencies and publishing charts to OCI registries',
            'helm upgrade --install, release history and rollback',
            'Kustomize bases and overlays as a template-free alternative',
            'What changed in Helm 4 and how existing Helm 3 charts keep working',
          ],
          handsOn: [
            'Turn your Phase 4 manifests into a chart with configurable replicas, image tag and resources; `helm lint` and `helm template` both run without errors',
            'Add a values.schema.json that rejects a replicaCount of 0; `helm install` fails with a schema validation message',
            'Push the chart to GHCR as an OCI artefact and install it from `oci://ghcr.io/<you>/charts/api`',
            'Upgrade to a broken image tag, then run `helm rollback api 1`; the first revision is serving traffic again',
          ],
        },
        {
          title: 'GitOps with Argo CD',
          topics: [
            'The four GitOps principles: declarative, versioned, pulled automatically and continuously reconciled',
            'Argo CD Applications, AppProjects and sync policies with self-heal and prune',
            'App-of-apps and ApplicationSets for many environments',
            'Sync waves and resource hooks for ordering database migrations',
            'Promoting a release from dev to staging to production by pull request',
            'Argo CD Image Updater compared with CI committing new image tags',
            'Flux CD compared with Argo CD',
          ],
          handsOn: [
            'Install Argo CD 3.x with its Helm chart and register your config repository; the UI shows the shop application as Synced and Healthy',
            'Change a replica count directly with kubectl; self-heal reverts it at the next reconciliation',
            'Use an ApplicationSet with a list generator to deploy dev and staging from one template; two Applications appear in Argo CD',
            'Have CI open a pull request that bumps the image tag in the staging overlay; merging it deploys the release without anyone running kubectl',
          ],
        },
        {
          title: 'Progressive Delivery with Argo Rollouts',
          topics: [
            'Rollout resources that replace Deployments and define canary steps',
            'AnalysisTemplates with a Job or web provider running smoke checks (Prometheus queries arrive in Phase 7)',
            'Automatic abort and rollback when an analysis fails',
            'Blue-green releases with an active Service and a preview Service',
          ],
          handsOn: [
            'Convert the API Deployment into a Rollout with 20%, 50% and 100% canary steps and pauses; `kubectl argo rollouts get rollout api --watch` shows each step',
            'Ship a version that returns HTTP 500 on its health endpoint; the AnalysisRun fails and the rollout aborts back to the stable version on its own',
            'Run a blue-green release and test the preview Service before promotion; `kubectl argo rollouts promote api` switches live traffic',
          ],
        },
      ],
      miniProject: {
        title: 'GitOps Repository for Three Environments',
        description:
          'Build a config repository that drives dev, staging and production namespaces through Argo CD, with promotions and rollbacks done entirely by pull request.',
        deliverables: [
          'A published Helm chart plus Kustomize or values overlays per environment',
          'An ApplicationSet and AppProject that restrict each environment to its own namespace',
          'A pull-request history showing one promotion and one rollback, each linked to the Argo CD sync',
        ],
      },
    },
    {
      id: 7,
      title: 'Observability with Prometheus, Grafana, Loki and OpenTelemetry',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Instrument services so that metrics, logs and traces answer "what is broken and why" within minutes, and alert on symptoms users feel rather than on every blip.',
      icon: 'eye',
      requirements:
        'A running cluster from Phases 4–6 with about 8 GB RAM free for the monitoring stack. Know HTTP status codes and what a latency percentile means; PromQL and LogQL are taught here.',
      pages: [
        {
          title: 'Metrics and Dashboards with Prometheus and Grafana',
          topics: [
            'Pull-based scraping, targets, exporters and the text exposition format',
            'Counter, gauge, histogram and summary metric types and when to use each',
            'PromQL with rate, sum by, histogram_quantile and recording rules',
            'kube-prometheus-stack: Prometheus Operator, ServiceMonitor and PodMonitor resources',
            'Choosing what to graph with the RED and USE methods',
            'Label cardinality, and how a single user_id label can exhaust Prometheus memory',
            'Grafana dashboards as code with provisioning files and template variables',
          ],
          handsOn: [
            'Install kube-prometheus-stack with Helm; the Prometheus Targets page lists node-exporter and kube-state-metrics as UP',
            'Instrument your API with a Prometheus client library exposing http_requests_total and a latency histogram; a ServiceMonitor makes it appear as a scrape target',
            'Write PromQL for request rate, error ratio and p95 latency per route, and build a RED dashboard from those three queries',
            'Create an alert for error ratio above 5% for five minutes routed by Alertmanager to a Slack or Discord webhook; breaking the API fires it',
          ],
        },
        {
          title: 'Logs with Loki and Traces with OpenTelemetry',
          topics: [
            'Structured JSON logs that carry trace and request IDs',
            'Loki labels versus log content, and LogQL line filters and metric queries',
            'Grafana Alloy as the log and telemetry collector now that Promtail has reached end of life',
            'OpenTelemetry concepts: traces, spans, context propagation and semantic conventions',
            'OpenTelemetry Collector pipelines built from receivers, processors and exporters',
            'Grafana Tempo for trace storage, and exemplars that link a latency spike to a trace',
            'Head-based versus tail-based trace sampling',
          ],
          handsOn: [
            'Deploy Loki and Alloy; the LogQL query `{namespace="shop"} |= "error" | json` returns your API errors with parsed fields',
            'Add OpenTelemetry auto-instrumentation to two services and export spans through the Collector to Tempo; one request shows a trace spanning both services and the database call',
            'Configure a Loki derived field so clicking a trace_id in a log line opens the matching trace in Tempo',
            'Add a tail-sampling processor that keeps every error trace and 10% of successful ones, then verify the ratio in Tempo search',
          ],
        },
      ],
      miniProject: {
        title: 'Single Pane of Glass for the Shop',
        description:
          'Give the shop full observability so that an on-call engineer can go from an alert to the failing span and its log lines in under three clicks.',
        deliverables: [
          'Dashboards-as-code for the RED view of each service and the USE view of each node',
          'Alert rules with summary, description and runbook_url annotations',
          'A screen recording moving from alert to dashboard to trace to logs for one injected fault',
        ],
      },
    },
    {
      id: 8,
      title: 'DevSecOps and Site Reliability Engineering',
      level: 'Expert',
      duration: '4+ weeks',
      objective:
        'Build security into every stage of the delivery pipeline and run the service like an SRE team: explicit reliability targets, error budgets, practised incident response and blameless learning.',
      icon: 'shield',
      requirements:
        'Everything from Phases 3–7: a GitOps-deployed app with metrics, logs and traces. Install Trivy, cosign, Syft and the Vault or OpenBao CLI, and be able to write Prometheus recording rules.',
      pages: [
        {
          title: 'Shift-Left Security in the Delivery Pipeline',
          topics: [
            'Threat modelling a CI/CD pipeline with STRIDE',
            'Trivy scanning of container images, filesystems, IaC code and live clusters',
            'SBOMs in CycloneDX and SPDX formats generated with Syft or Trivy',
            'Keyless image signing with Sigstore cosign and GitHub artifact attestations',
            'Static analysis with Semgrep and dependency updates with Dependabot or Renovate',
            'SLSA build levels and provenance for supply-chain integrity',
            'Kyverno admission policies that verify image signatures before Pods start',
          ],
          handsOn: [
            'Add a Trivy step that fails the build on CRITICAL vulnerabilities that have a fix; upgrading the base image turns the check green',
            'Sign images keylessly with cosign inside GitHub Actions and verify them with `cosign verify` using the workflow certificate identity',
            'Install Kyverno with a policy that blocks unsigned images; deploying an unsigned test image is rejected at admission with the policy name',
            'Run `trivy config` over your Terraform and Helm code and fix every HIGH misconfiguration it reports',
          ],
        },
        {
          title: 'Secrets Management Without Secrets in Git',
          topics: [
            'Why base64-encoded Kubernetes Secrets are not encryption, and enabling etcd encryption at rest',
            'HashiCorp Vault and its open-source fork OpenBao: KV engine, policies and the Kubernetes auth method',
            'Dynamic database credentials with short leases',
            'External Secrets Operator syncing values from Vault or a cloud secret manager',
            'SOPS with age keys for encrypted values committed to Git',
            'Secret scanning with gitleaks and GitHub push protection',
            'Rotation runbooks and the first hour after a credential leaks',
          ],
          handsOn: [
            'Run Vault or OpenBao in dev mode on the cluster, store a database password and sync it with External Secrets Operator; the Pod reads it while the value never appears in Git',
            'Enable the database secrets engine to issue PostgreSQL users with a one-hour TTL; `vault read database/creds/app` returns a different username each time',
            'Encrypt a Helm values file with SOPS and age; `sops -d` works with your key file and fails for a teammate without it',
            'Push a commit containing a fake token and confirm push protection or gitleaks blocks it, then write the rotation steps you would follow for a real leak',
          ],
        },
        {
          title: 'SRE Practice: SLOs, Incidents and Postmortems',
          topics: [
            'SLIs, SLOs and SLAs, and deriving an availability SLI from request metrics',
            'Error budgets and an error-budget policy that pauses feature work',
            'Multi-window, multi-burn-rate alerts generated with Sloth or Pyrra',
            'Incident roles: incident commander, communications lead and scribe',
            'Severity levels, status pages and stakeholder updates every 30 minutes during an outage',
            'Blameless postmortems with timelines, contributing factors and tracked action items',
            'Game days using Chaos Mesh fault injection combined with k6 load tests',
          ],
          handsOn: [
            'Define a 99.5% availability SLO and a p95 latency SLO for the API with Sloth; the generated rules load in Prometheus and a Grafana panel shows the remaining error budget',
            'Inject 30% Pod failures with Chaos Mesh during a k6 run; the fast-burn alert fires within its expected window and the slow-burn alert does not',
            'Run a 60-minute game day with assigned incident roles and a shared timeline channel, resolve the injected fault and publish a blameless postmortem with at least three action items',
            'Link a runbook from every alert; a check script confirms each Alertmanager alert carries a runbook_url annotation',
          ],
        },
      ],
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 3,
  capstones: [
    {
      title: 'Secure GitOps Delivery Platform',
      tech: [
        'GitHub Actions',
        'Docker',
        'Kubernetes (kind or k3s)',
        'Helm',
        'Argo CD',
        'Argo Rollouts',
        'Trivy',
        'cosign',
      ],
      description:
        'Deliver a three-service application from commit to production through a fully automated pipeline: pull requests are tested and scanned, merged images are signed, and Argo CD promotes releases between environments by pull request. Canary releases must abort on their own when the new version misbehaves.',
      requirements: [
        'Every pull request runs lint, unit tests and a Trivy scan that fails on fixable CRITICAL vulnerabilities',
        'Images are signed with cosign and ship an SBOM, and Kyverno blocks any unsigned image',
        'Argo CD syncs staging automatically, while production changes only through an approved pull request',
        'A faulty canary is rolled back automatically, demonstrated live in under five minutes',
      ],
    },
    {
      title: 'Infrastructure Automation Toolkit',
      tech: [
        'Terraform or OpenTofu',
        'Ansible',
        'Molecule',
        'Packer',
        'Conftest',
        'GitHub Actions',
        'Multipass or AWS free tier',
      ],
      description:
        'Build a toolkit that provisions, configures and validates a small web estate — a load balancer, two app servers and a database — from nothing, with every change reviewed as code. A scheduled job must detect and report any drift between code and reality.',
      requirements: [
        'Terraform state is stored remotely with locking, and modules are covered by `terraform test`',
        'Ansible roles are idempotent (a second run reports changed=0) and pass Molecule tests in CI',
        'Conftest policies block insecure plans such as SSH open to the internet',
        'A nightly drift-detection workflow opens a GitHub issue whenever the plan is not empty',
        'The whole estate is created from zero and destroyed again with one documented command each',
      ],
    },
    {
      title: 'SLO-Driven Observability and Incident Drill',
      tech: ['Prometheus', 'Grafana', 'Loki', 'Tempo', 'OpenTelemetry Collector', 'Sloth', 'Chaos Mesh', 'k6'],
      description:
        'Instrument a microservice application with metrics, logs and traces, define SLOs with burn-rate alerting, and then run a recorded game day against it. The outcome is evidence that your team would detect, diagnose and recover from a real outage quickly, plus a postmortem worth learning from.',
      requirements: [
        'RED dashboards for every service and USE dashboards for every node are provisioned from Git',
        'At least two SLOs with multi-window, multi-burn-rate alerts, each linked to a runbook',
        'Any log line links to its trace and any latency spike links to an exemplar trace',
        'A recorded game day with measured time to detect and time to restore, followed by a blameless postmortem',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which manual step in your delivery process did you automate this week, and what would have to break for a human to be needed again?',
    'Describe a moment when your pipeline was green but the application was broken: which signal was missing, and where will you add it?',
    'Where did you choose between Helm and Kustomize, or Terraform and Ansible, and would you make the same call for a team of fifty engineers?',
    'In your last incident drill, what slowed diagnosis the most — missing data, missing access or a missing runbook?',
    'Which security control you added creates the most friction for developers, and how could you keep the protection while reducing that friction?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Your Local Lab Toolkit',
      intro:
        'Install these as each phase asks for them; together they let you practise the whole roadmap offline-first.',
      items: [
        'Ubuntu 24.04 LTS on WSL2, Multipass or bare metal, with ShellCheck and tmux',
        'Docker Engine with Compose v2 and buildx, or an equivalent such as OrbStack or Podman',
        'kubectl, kind or k3d, k9s and Helm for local Kubernetes clusters',
        'Terraform or OpenTofu, ansible-core, Molecule and Packer for infrastructure as code',
        'Trivy, cosign, Syft and gitleaks for supply-chain and secret checks',
        'k6 and Chaos Mesh for load testing and game days',
      ],
    },
    {
      kind: 'cards',
      heading: 'Career Outcomes',
      intro:
        'Graduates of this roadmap interview for platform and operations roles across Indian product companies and GCCs.',
      cards: [
        {
          title: 'DevOps Engineer',
          description: 'Owns CI/CD pipelines, container builds and environment automation for product teams.',
          icon: 'workflow',
        },
        {
          title: 'Platform Engineer',
          description: 'Builds the internal Kubernetes and GitOps platform other developers deploy onto.',
          icon: 'layers',
        },
        {
          title: 'Site Reliability Engineer',
          description: 'Sets SLOs, runs on-call and incident response, and removes toil with automation.',
          icon: 'gauge',
        },
        {
          title: 'DevSecOps Engineer',
          description: 'Embeds scanning, signing, policy and secrets management into the delivery pipeline.',
          icon: 'shield',
        },
      ],
    },
  ],
} satisfies Guide
