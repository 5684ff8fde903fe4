import type { Guide } from '../schema'

export const guide = {
  slug: 'genai',
  title: 'Generative AI',
  tagline: 'Build, evaluate and ship LLM applications: prompts, RAG, agents, fine-tuning and LLMOps',
  intro:
    'A practical roadmap for engineers who want to build real products on large language models. You start with what an LLM actually computes, then learn to call hosted and open-weight models, ground them in your own data with retrieval, let them act through tools and MCP, adapt them with LoRA, and prove they work with evaluations and guardrails. The final phase covers running GenAI in production: gateways, tracing, and cutting cost and latency without losing quality.',
  facts: [
    { label: 'Guide phases', value: '8' },
    { label: 'Self-paced duration', value: '4 months' },
    { label: 'Capstones', value: '4' },
    { label: 'Prerequisite', value: 'Working Python' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'You should already write working Python (functions, classes, virtual environments) and know basic HTTP and JSON; no machine-learning background is needed. You need a laptop with 8 GB RAM (16 GB to run 7–8B models locally in Phase 3), a GitHub account and an API key from one hosted model provider, or a local open-weight model through Ollama for the free route.',
  phases: [
    {
      id: 1,
      title: 'How Large Language Models Work',
      level: 'Beginner',
      duration: '1 Week',
      objective:
        'Understand what an LLM computes, tokens in and a probability distribution out, so you can reason about context limits, cost, hallucination and model choice before writing application code.',
      icon: 'brain',
      requirements:
        'Comfortable Python (functions, classes, virtual environments) and basic HTTP and JSON; no prior machine-learning background is needed.',
      pages: [
        {
          title: 'Tokens, Tokenisers and Context Windows',
          topics: [
            'Byte-pair encoding and why models see tokens rather than words or characters',
            'Comparing tokenisers side by side: tiktoken o200k_base versus the Llama and Qwen tokenisers',
            'Why Hindi, Tamil or Kannada text usually needs more tokens per word than English, and what that does to cost',
            'Context windows, separate input and output token limits, and the "lost in the middle" effect',
            'How per-token pricing works: input, cached input and output tokens billed at different rates',
          ],
          handsOn: [
            'Count tokens for the same 300-word paragraph in English, Hindi and Kannada with tiktoken and the Qwen tokenizer from Hugging Face; tabulate tokens per word and estimated cost per 1,000 requests',
            'Build a needle-in-a-haystack test: hide one fact at 10%, 50% and 90% depth of a 30,000-token document and record whether a small hosted model retrieves it at each position',
            'Write a token-budget helper that trims chat history to fit a context window while always keeping the system prompt and the latest user message, with pytest cases for each edge case',
          ],
        },
        {
          title: 'Inside the Transformer: From Embeddings to Next-Token Prediction',
          topics: [
            'Token embeddings and rotary position embeddings (RoPE) at an intuitive level',
            'Self-attention and the KV cache: why long prompts delay the first output token',
            'The LLM life cycle: pre-training, instruction tuning and preference tuning with RLHF or DPO',
            'Reasoning models and thinking tokens: when extra test-time compute is worth paying for',
            'Why models hallucinate, and what a knowledge cut-off date means for your application',
            'Closed hosted models versus open-weight families such as Llama, Qwen, Mistral, Gemma and gpt-oss',
          ],
          handsOn: [
            'Load GPT-2 small with Hugging Face Transformers, print the top-10 next-token probabilities for five prompts of your own and explain one surprising prediction',
            'Visualise attention for a sentence with an ambiguous pronoun using bertviz and find a head that links "it" to the noun it refers to',
            'Give a reasoning model and a non-reasoning model the same 10 multi-step arithmetic word problems; compare accuracy, output tokens and latency in one table',
          ],
        },
        {
          title: 'Decoding, Sampling and Text Embeddings',
          topics: [
            'Greedy decoding, temperature, top-p and top-k sampling and their effect on variety',
            'Token log-probabilities as a confidence signal, and their limits',
            'Stop sequences, maximum output tokens and streamed responses',
            'Text embeddings: representing meaning as vectors and comparing them with cosine similarity',
            'Embedding model choices: OpenAI text-embedding-3, BGE-M3, nomic-embed-text and multilingual E5',
          ],
          handsOn: [
            'Generate 20 completions at temperatures 0, 0.7 and 1.2 for a product-description prompt and measure variety with a distinct-2 score for each setting',
            'Embed 200 customer-support questions with BGE-M3, project them to 2D with UMAP and label the clusters you can see',
            'Build a duplicate-FAQ detector that flags pairs above a tuned cosine threshold and report its precision on 50 hand-labelled pairs',
          ],
        },
      ],
      miniProject: {
        title: 'LLM Comparison Playground CLI',
        description:
          'A command-line tool that sends one prompt to two or more models and shows their answers side by side with token counts, latency and cost.',
        deliverables: [
          'Support for at least one hosted provider and one local model behind the same interface',
          'Flags for temperature, top-p and maximum tokens, with streamed output',
          'Token count and estimated cost in rupees for every response, using a prices file you maintain',
          'Every run appended to a JSONL log for later comparison',
        ],
      },
    },
    {
      id: 2,
      title: 'Prompt Engineering, Structured Output and Hosted Model APIs',
      level: 'Beginner to Intermediate',
      duration: '10 days',
      objective:
        'Call hosted LLM APIs reliably from Python and write prompts that produce consistent, machine-readable output you can validate, test and version like code.',
      icon: 'message',
      pages: [
        {
          title: 'Calling Hosted LLM APIs from Python',
          topics: [
            'Request and response shapes of the OpenAI Responses API, the Anthropic Messages API and the Google Gemini API',
            'System, developer and user messages, and managing multi-turn conversation state yourself',
            'Streaming tokens with server-sent events and the async Python SDK clients',
            'Rate limits, retries with exponential back-off and jitter, and timeouts on every call',
            'Keeping API keys out of code: environment variables, secret managers and one key per project',
            'Provider-agnostic calls with LiteLLM and the OpenAI-compatible API convention',
          ],
          handsOn: [
            'Send one prompt through the OpenAI, Anthropic and Gemini SDKs and normalise the three responses into a single dataclass with text, input_tokens, output_tokens and latency_ms',
            'Build an async FastAPI endpoint that streams model output to the browser over server-sent events, with the first token visible in under one second for a short prompt',
            'Wrap API calls with tenacity retries and a circuit breaker, simulate HTTP 429 and 503 responses with respx, and show the client recovers without sending duplicate requests',
          ],
        },
        {
          title: 'Prompt Engineering Patterns That Hold Up in Production',
          topics: [
            'Anatomy of a production prompt: role, task, context, constraints, output format and examples',
            'Zero-shot versus few-shot prompting, and choosing examples that cover edge cases',
            'Asking non-reasoning models to think step by step before answering, and hiding that reasoning from users',
            'Wrapping untrusted input in XML-style tags so instructions and data stay separate',
            'Prompt chaining: splitting a complex task into extraction, transformation and review steps',
            'Versioning prompts in Git and rendering them from Jinja2 templates',
          ],
          handsOn: [
            'Write a prompt that routes 100 labelled customer emails into billing, delivery, refund, technical or other; iterate from zero-shot to few-shot until accuracy reaches 90%, logging every version and its score',
            'Split a meeting-transcript summariser into a three-step chain (decisions, action items, summary) and count factual errors against a single-prompt version on five transcripts',
            'Hide five prompt-injection strings inside documents given to your summariser, then harden the prompt with delimiters and explicit rules and record which attacks still succeed',
          ],
        },
        {
          title: 'Structured Output and Validation',
          topics: [
            'JSON mode versus strict JSON Schema structured outputs, and what each guarantees',
            'Describing output schemas with Pydantic v2 models and Field descriptions',
            'Typed LLM responses with Instructor or PydanticAI, including automatic re-asking on validation errors',
            'Enums, optional fields and explicit nulls that stop a model inventing missing data',
            'Constrained decoding for open models with Outlines, XGrammar and llama.cpp GBNF grammars',
            'Scoring extraction quality with field-level precision, recall and exact match',
          ],
          handsOn: [
            'Extract vendor name, GSTIN, invoice date, line items and total from 30 sample Indian GST invoices into a Pydantic model; reach 100% schema-valid responses and at least 95% field-level accuracy against your hand labels',
            'Add validators that check the 15-character GSTIN format and that line items add up to the invoice total, and count how often a re-ask fixes a failed validation',
            'Run the same extraction 200 times in JSON mode and with strict structured output and report the parse-failure rate of each',
          ],
        },
      ],
      miniProject: {
        title: 'Résumé Parser and Job Matcher',
        description:
          'Turn PDF résumés into structured profiles and score each one against a job description with a short, evidence-based rationale.',
        deliverables: [
          'Pydantic schema for skills, experience, education and projects, filled via structured output',
          'Match score from 0 to 100 with a rationale that quotes the résumé',
          'Evaluation on 20 résumés against your own labels, with extraction accuracy per field',
          'Cost and latency per résumé, and a note on how personal data is stored and deleted',
        ],
      },
    },
    {
      id: 3,
      title: 'Running Open-Weight Models Locally and on GPUs',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Run, compare and serve open-weight models such as Llama, Qwen, Mistral and Gemma on a laptop and a cloud GPU, understanding the trade-offs between quantisation, memory and throughput.',
      icon: 'cpu',
      requirements:
        'A laptop with 16 GB RAM for 7–8B models at 4-bit (8 GB is enough for 1–4B models), and a few hours of a rented 24 GB cloud GPU for the vLLM labs.',
      pages: [
        {
          title: 'Local Inference with Ollama and llama.cpp',
          topics: [
            'Installing Ollama, pulling models and writing a Modelfile with a system prompt, temperature and num_ctx',
            'GGUF files and quantisation levels such as Q4_K_M, Q5_K_M and Q8_0, and their quality trade-offs',
            'Estimating memory needs: parameters × bytes per weight, plus the KV cache for your context length',
            "Reusing existing client code through Ollama's OpenAI-compatible /v1 endpoint",
            'Open-weight licences compared: the Llama community licence, Apache 2.0 models such as Qwen3 and Mistral Small, and the Gemma terms',
            'llama.cpp server and LM Studio on CPU-only machines and Apple Silicon',
          ],
          handsOn: [
            'Run an 8B Qwen and an 8B Llama model in Ollama, measure tokens per second and time to first token on your machine, and record peak RAM use for each',
            'Run the same model at Q4_K_M and Q8_0 and score both on 30 questions from your Phase 2 email-routing set; note the accuracy and speed difference',
            "Point your Phase 2 Python client at Ollama's /v1 endpoint by changing only base_url and the model name, and confirm your tests still pass",
          ],
        },
        {
          title: 'High-Throughput Serving with vLLM',
          topics: [
            'PagedAttention and continuous batching: why vLLM serves many users efficiently',
            'Starting vllm serve with its OpenAI-compatible API, --max-model-len and tensor parallelism',
            'GPU memory planning: --gpu-memory-utilization, KV-cache size and the number of concurrent sequences',
            'Serving quantised checkpoints in AWQ, GPTQ and FP8 formats',
            'Other serving engines: SGLang and NVIDIA TensorRT-LLM',
            'Choosing a cloud GPU (T4, L4, A10G, L40S, H100) by memory, throughput and hourly price',
          ],
          handsOn: [
            'Serve a 7–8B instruct model with vLLM on a 24 GB GPU, benchmark 1, 8 and 32 concurrent users with vllm bench serve, and plot throughput against p95 latency',
            'Compare Ollama and vLLM on the same GPU at 16 concurrent requests and explain the throughput gap in terms of batching',
            'Serve an AWQ-quantised build of the same model and compare GPU memory, tokens per second and accuracy on your 30-question set',
          ],
        },
        {
          title: 'Working Directly with Hugging Face Transformers',
          topics: [
            'Loading causal language models with AutoModelForCausalLM, dtype selection and device_map="auto"',
            'Chat templates with tokenizer.apply_chat_template, and why the wrong template silently degrades output',
            'GenerationConfig settings: max_new_tokens, repetition_penalty and end-of-sequence tokens',
            'Reading a model card: training data, evaluation results, intended use and limitations',
            'Using public leaderboards as a shortlist, then testing on your own data before choosing',
          ],
          handsOn: [
            'Generate with Qwen2.5-1.5B-Instruct on a free Colab T4 with and without apply_chat_template and document how the outputs differ',
            'Build a 40-question evaluation set from your own domain and rank three open models under 10B parameters by accuracy, speed and licence fit for commercial use',
          ],
        },
      ],
      miniProject: {
        title: 'Private Offline Document Assistant',
        description:
          'A chat app that runs entirely on your laptop with an open-weight model, suitable for confidential notes that must never leave the machine.',
        deliverables: [
          'Ollama-backed chat with a model picker and streamed answers in a Gradio or Streamlit interface',
          'Benchmark table of three local models covering speed, RAM use and answer quality on 20 questions',
          'Proof that it works with networking disabled, shown in a short screen recording',
          'README explaining hardware requirements and how to switch quantisation levels',
        ],
      },
    },
    {
      id: 4,
      title: 'Embeddings, Vector Databases and Retrieval-Augmented Generation',
      level: 'Advanced',
      duration: '3 Weeks',
      objective:
        'Build RAG systems that answer from your own documents with citations, covering ingestion, chunking, vector and hybrid search, reranking and systematic retrieval evaluation.',
      icon: 'database',
      pages: [
        {
          title: 'Document Ingestion and Chunking Strategies',
          topics: [
            'Parsing PDFs, HTML and Office files into clean text and tables with Docling, PyMuPDF and Unstructured',
            'Fixed-size, recursive, sentence-based and semantic chunking, and how size and overlap affect recall',
            'Structure-aware chunking that respects headings, tables and code blocks',
            'Chunk metadata worth storing: source, page, section, date and access level',
            'Contextual retrieval: adding a short document-level summary to each chunk before embedding',
            'Incremental re-indexing with content hashes so only changed documents are re-embedded',
          ],
          handsOn: [
            'Parse a 150-page annual report of an Indian listed company with Docling, keeping tables as Markdown, and spot-check 10 tables against the original PDF',
            'Chunk the same report at 256, 512 and 1,024 tokens with 10% overlap and measure recall@5 for each on a 40-question gold set you write',
            'Implement hash-based incremental indexing so that re-running ingestion on an unchanged folder makes zero embedding API calls',
          ],
        },
        {
          title: 'Vector Search with pgvector and Qdrant',
          topics: [
            'Approximate nearest-neighbour search with HNSW: m, ef_construction and ef_search',
            'pgvector in PostgreSQL: vector columns, HNSW indexes and SQL filters in the same query',
            'Qdrant collections, payload indexes and filters, named vectors and scalar quantisation',
            'Hybrid search that fuses BM25 or sparse vectors with dense vectors via reciprocal rank fusion',
            'Embedding dimensions and Matryoshka truncation to reduce storage and latency',
            'Multi-tenant isolation by filtering on tenant or access level inside the vector query itself',
          ],
          handsOn: [
            'Load 100,000 Wikipedia passages into pgvector with an HNSW index and measure recall@10 against exact search, plus query latency, at ef_search values of 40, 100 and 200',
            'Index the same passages in Qdrant with scalar quantisation and compare memory use and recall with the unquantised collection',
            'Add BM25 sparse vectors alongside dense ones and show hybrid search with reciprocal rank fusion finding exact product codes and error numbers that dense-only search misses',
          ],
        },
        {
          title: 'RAG Pipelines, Reranking and Evaluation',
          topics: [
            'The RAG request path: query rewriting, retrieval, reranking, prompt assembly and cited answer',
            'Cross-encoder rerankers such as bge-reranker-v2-m3 and Cohere Rerank',
            'Query transformations for hard questions: multi-query, HyDE and decomposition of multi-hop questions',
            'Grounded-answer prompts that decline when the retrieved context does not contain the answer',
            'Retrieval metrics on a labelled question set: recall@k, MRR and nDCG',
            'Answer-quality metrics with Ragas: faithfulness, answer relevancy and context precision',
            'When GraphRAG or simply placing whole documents in a long context beats chunk retrieval',
          ],
          handsOn: [
            'Build a RAG API over your annual-report index that returns answers with page citations and replies "not found in the documents" for 10 out-of-scope questions',
            'Add a cross-encoder reranker over the top 30 results and report the change in MRR and answer faithfulness on your gold set',
            'Generate a 100-question synthetic test set with Ragas, hand-check 20 questions for quality, and set faithfulness of at least 0.85 as a regression threshold',
          ],
        },
      ],
      miniProject: {
        title: 'Company Handbook Assistant',
        description:
          'A question-answering assistant over a real employee handbook or university rule book that cites the exact section behind every answer.',
        deliverables: [
          'Ingestion pipeline that handles PDF and HTML sources and re-indexes only changed files',
          'Hybrid search in pgvector or Qdrant with a cross-encoder reranking step',
          'Answers with clickable citations and a clear refusal when the handbook is silent',
          'Evaluation report with recall@5, MRR and Ragas faithfulness on at least 50 questions',
        ],
      },
    },
    {
      id: 5,
      title: 'Tool Use, Agents and the Model Context Protocol',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Let models act by calling functions, APIs and MCP servers, and build agent workflows with explicit state, hard limits and human approval wherever an action is hard to undo.',
      icon: 'bot',
      pages: [
        {
          title: 'Function Calling and Tool Design',
          topics: [
            'The function-calling loop: tool definitions, tool-call requests, execution and returning results',
            'Designing tool schemas with clear names, descriptions, typed parameters and a small surface area',
            'Parallel tool calls, and returning tool errors in a form the model can recover from',
            'Separating read-only tools from side-effecting ones and requiring confirmation for writes',
            'Validating tool arguments with Pydantic before anything is executed',
          ],
          handsOn: [
            'Give a model get_exchange_rate, convert_currency and get_weather tools, answer a question that needs two of them in parallel, and log every call and result',
            'Build a text-to-SQL tool that runs under a read-only PostgreSQL role on a sample sales database; answer 20 business questions and count how many return correct results',
            'Feed malformed arguments and a failing upstream API into your tools and confirm the model explains the failure instead of inventing an answer',
          ],
        },
        {
          title: 'Building MCP Servers and Clients',
          topics: [
            'Model Context Protocol building blocks: hosts, clients, servers, tools, resources and prompts',
            'Writing MCP servers in Python with the official SDK and its FastMCP interface',
            'MCP transports: stdio for local tools and Streamable HTTP for remote servers',
            'Authorising remote MCP servers with OAuth 2.1 and least-privilege scopes',
            'Connecting MCP servers to Claude Desktop, VS Code and your own agent code',
            'MCP-specific risks: tool poisoning, over-broad permissions and installing untrusted servers',
          ],
          handsOn: [
            'Write an MCP server that exposes a search tool and a resource for your Phase 4 document index, test it with MCP Inspector and use it from Claude Desktop or VS Code',
            'Switch the server to Streamable HTTP, run it in Docker behind bearer-token authentication and show an unauthenticated request being rejected',
            "Write a minimal Python MCP client that lists a server's tools and passes them to a hosted model as function definitions",
          ],
        },
        {
          title: 'Agent Workflows with LangGraph and Agent SDKs',
          topics: [
            'Workflows versus agents: when a fixed chain of steps beats an autonomous loop',
            'LangGraph state graphs: nodes, edges, conditional routing and checkpointers',
            'Human-in-the-loop interrupts that pause for approval before irreversible actions',
            'Agent frameworks compared: OpenAI Agents SDK, PydanticAI, LlamaIndex workflows and CrewAI',
            'Agent memory: conversation summaries, long-term stores and what they mean for user privacy',
            'Stopping runaway agents with step limits, token budgets and wall-clock timeouts',
          ],
          handsOn: [
            'Build a LangGraph research agent that searches the web, reads three sources and writes a cited brief, capped at 8 steps and 50,000 tokens, logging whenever a limit triggers',
            'Add an approval interrupt before a send_email tool, then resume the graph from a Postgres checkpoint after a process restart and show the state survived',
            'Score your agent on 15 tasks for success rate, average steps and cost per task, then rebuild it as a fixed workflow and compare the numbers',
          ],
        },
      ],
      miniProject: {
        title: 'Travel Expense Claim Agent',
        description:
          'An agent that reads receipt photos with a vision-capable model, converts currencies, checks each item against company policy and drafts a claim for a human to approve.',
        deliverables: [
          'Typed tools for receipt extraction, currency conversion and policy lookup, with Pydantic-validated arguments',
          'An MCP server that serves the travel policy document as a resource',
          'Approval step before any claim is submitted, with the reason for every flagged item',
          'Trace logs and a 10-scenario test suite covering over-limit, duplicate and foreign-currency receipts',
        ],
      },
    },
    {
      id: 6,
      title: 'Fine-Tuning Open Models with LoRA and QLoRA',
      level: 'Very Advanced',
      duration: '2 Weeks',
      objective:
        'Decide when fine-tuning beats prompting or retrieval, prepare high-quality training data, and adapt open models with LoRA, QLoRA and preference tuning while measuring the gain honestly.',
      icon: 'flask',
      requirements:
        'A GPU with at least 16 GB of memory (a free Colab or Kaggle T4 handles 1–4B models with QLoRA) and a Hugging Face account with a write token.',
      pages: [
        {
          title: 'Deciding to Fine-Tune and Preparing Training Data',
          topics: [
            'Prompting versus RAG versus fine-tuning: matching the technique to a knowledge, format or behaviour problem',
            'Instruction datasets in chat format with system prompts and clean train/validation splits',
            'Generating synthetic training examples with a stronger model and filtering out weak ones',
            'Near-duplicate removal with MinHash, PII scrubbing and licence checks on training data',
            'Measuring the base model with zero-shot and few-shot prompts before any training',
          ],
          handsOn: [
            "Write a one-page decision record for three use cases (brand tone of voice, GST invoice extraction, this year's tax rules) stating whether to prompt, retrieve or fine-tune, and why",
            'Assemble 1,500 JSON-extraction examples from support tickets, 300 written by hand and the rest synthetic, filtered by schema validation and MinHash near-duplicate removal',
            'Measure base-model exact-match accuracy on a 200-example held-out set with zero-shot and five-shot prompts to set the bar fine-tuning must clear',
          ],
        },
        {
          title: 'Parameter-Efficient Fine-Tuning with PEFT, TRL and Unsloth',
          topics: [
            'LoRA in brief: low-rank adapter matrices, rank r, lora_alpha and target modules',
            'QLoRA: 4-bit NF4 quantisation with bitsandbytes, double quantisation and paged optimisers',
            'Supervised fine-tuning with TRL SFTTrainer: packing, completion-only loss and chat templates',
            'Unsloth for faster, lower-memory fine-tuning on a single GPU',
            'Hyperparameters that matter most: learning rate, epochs, effective batch size and sequence length',
            'Merging adapters, exporting to GGUF and serving several LoRA adapters from one vLLM instance',
          ],
          handsOn: [
            'QLoRA fine-tune Qwen2.5-1.5B-Instruct or Llama 3.2 3B on your extraction dataset using a free T4 and beat the five-shot baseline exact match by at least 15 percentage points',
            'Sweep LoRA rank 8, 16 and 64 and plot validation loss and held-out accuracy against the number of trainable parameters',
            'Merge the best adapter, convert it to GGUF Q4_K_M, load it in Ollama and confirm outputs match the PyTorch model on 20 examples',
          ],
        },
        {
          title: 'Preference Tuning and Evaluating Fine-Tuned Models',
          topics: [
            'Direct Preference Optimisation with chosen and rejected response pairs in TRL',
            'Catastrophic forgetting, and checking general ability after task-specific training',
            'Benchmarking with lm-evaluation-harness alongside your own task-specific test set',
            'Hosted fine-tuning services versus self-managed training: cost, control and data residency',
            "Distillation: training a small model on a large model's outputs for one narrow task",
          ],
          handsOn: [
            'Collect 300 chosen/rejected pairs for concise, polite support replies, run DPO on your SFT model and compare win rate against the SFT model with an LLM judge on 100 prompts',
            'Run lm-evaluation-harness on the base and fine-tuned models for MMLU and HellaSwag subsets and flag any drop larger than two points',
            'Work out the full cost of your fine-tune (GPU hours × hourly rate) and the serving cost per 1,000 requests, and compare it with a hosted model doing the same task with few-shot prompts',
          ],
        },
      ],
      miniProject: {
        title: 'Support-Reply Small Language Model',
        description:
          'Fine-tune a small open model to draft customer-support replies in your company tone, then prove it is better and cheaper than prompting a general model.',
        deliverables: [
          'Dataset card describing sources, cleaning steps, PII handling and licence',
          'SFT and DPO adapters pushed to a private Hugging Face repository with training configs',
          'Evaluation report against the base model and a hosted model, including human ratings of 30 replies',
          'GGUF build running in Ollama and a cost comparison per 1,000 replies',
        ],
      },
    },
    {
      id: 7,
      title: 'Evaluation, Guardrails and Responsible GenAI',
      level: 'Production-Ready',
      duration: '2 Weeks',
      objective:
        'Prove your application works before and after every change with automated evaluations, and protect users and systems with guardrails against prompt injection, data leaks and harmful output.',
      icon: 'shield',
      pages: [
        {
          title: 'Building an LLM Evaluation Suite',
          topics: [
            'Golden datasets: sourcing real user questions, labelling the expected behaviour and refreshing them',
            'Deterministic checks: exact match, regex, JSON validity and citation presence',
            'LLM-as-judge with written rubrics and pairwise comparison, calibrated against human labels',
            'Evaluation tooling: promptfoo, DeepEval and Inspect AI',
            'Running evaluations in CI so a prompt or model change cannot silently reduce quality',
            'Online evaluation with user feedback, implicit signals and prompt A/B tests',
          ],
          handsOn: [
            'Write a promptfoo config with 50 test cases for your RAG assistant mixing contains, is-json and llm-rubric assertions, and run it against two models side by side',
            "Label 60 answers yourself, run an LLM judge on the same answers and report agreement with Cohen's kappa; refine the rubric until kappa reaches 0.6",
            'Add the evaluation suite to GitHub Actions so that a pull request fails if its pass rate falls more than 3 points below the main branch',
          ],
        },
        {
          title: 'Guardrails, Security and Red-Teaming',
          topics: [
            'The OWASP Top 10 for LLM Applications 2025, from prompt injection to excessive agency and unbounded consumption',
            'Direct and indirect prompt injection arriving through documents, web pages and tool results',
            'Input and output moderation with Llama Guard and provider moderation endpoints',
            'Detecting and redacting personal data with Microsoft Presidio before it leaves your network',
            'Programmable guardrails with NVIDIA NeMo Guardrails and Guardrails AI validators',
            'Automated red-teaming with garak and the promptfoo red-team plugins',
          ],
          handsOn: [
            'Plant an indirect prompt injection in a PDF indexed by your RAG system, demonstrate the attack, then mitigate it with input isolation and an output check and document the residual risk',
            'Redact Aadhaar numbers, PAN, phone numbers and email addresses with Presidio recognisers before text reaches a hosted API, and verify zero leaks on 50 synthetic records',
            'Run a garak or promptfoo red-team scan against your Phase 5 agent and fix the three most serious findings',
          ],
        },
        {
          title: 'Responsible GenAI, Privacy and Compliance',
          topics: [
            'Bias and representational harm in generated text, tested across names, genders and languages',
            "India's Digital Personal Data Protection Act 2023: consent, purpose limitation and duties of data fiduciaries",
            'Data retention, zero-data-retention options and regional processing on hosted APIs',
            'Transparency: disclosing AI use to users, labelling generated content and writing system cards',
            'Copyright and licence questions for training data and generated output',
            'Reducing harm from hallucinations: grounding, abstaining and showing sources to users',
          ],
          handsOn: [
            "Generate 100 job-reference letters that differ only in the candidate's name and gender, compare word choice with a simple lexicon analysis and report any skew you find",
            'Map every flow of personal data in your RAG assistant to a consent, purpose and retention decision in a data-flow table',
            'Write a one-page system card for your assistant covering intended use, data flows, known failure modes, evaluation results and who to contact when it goes wrong',
          ],
        },
      ],
      miniProject: {
        title: 'Guarded Banking FAQ Assistant',
        description:
          'Harden a retail-banking FAQ bot so it stays on topic, never exposes personal data and refuses unsafe requests, with evidence that it does.',
        deliverables: [
          'Evaluation suite of at least 60 cases running in CI with a pass-rate gate',
          'Presidio redaction and Llama Guard moderation on both input and output',
          'Prompt-injection and jailbreak test results before and after mitigation',
          'A system card and a DPDP-aware data-flow table',
        ],
      },
    },
    {
      id: 8,
      title: 'LLMOps: Deployment, Observability, Cost and Latency at Scale',
      level: 'Advanced+',
      duration: '4+ weeks',
      objective:
        'Ship and operate GenAI applications in production: deploy behind a gateway, trace every request, and systematically cut cost and latency without losing measured quality.',
      icon: 'rocket',
      requirements:
        'Docker, a free-tier cloud account, and your evaluation suite from Phase 7, which acts as the safety net for every optimisation in this phase.',
      pages: [
        {
          title: 'Production Architecture and Deployment',
          topics: [
            'A reference architecture: API layer, LLM gateway, retrieval service, job queue and caches',
            'LiteLLM Proxy as an LLM gateway: virtual keys, per-team budgets, fallbacks and load balancing',
            'Running vLLM on Kubernetes with GPU node pools, readiness probes and autoscaling on queue depth',
            'Managed and serverless options: Amazon Bedrock, Google Vertex AI, Azure AI Foundry, Modal and RunPod',
            'Long-running agent jobs with Celery or Temporal and resumable streaming to the client',
            'Treating prompts and model choices as versioned configuration behind feature flags',
          ],
          handsOn: [
            'Run LiteLLM Proxy in Docker with two hosted providers and your local vLLM model, issue virtual keys with a small monthly budget each, and show automatic failover when one provider is blocked',
            "Deploy your RAG API to Cloud Run or a Kubernetes cluster with a health check, secrets from the platform's secret manager and a zero-downtime rolling update",
            'Move document ingestion to a background worker queue and show the API stays responsive while 500 documents are indexed',
          ],
        },
        {
          title: 'Observability and Feedback Loops',
          topics: [
            'Tracing LLM calls, retrieval and tool steps with Langfuse or Arize Phoenix',
            'OpenTelemetry GenAI semantic conventions for vendor-neutral traces',
            'Serving metrics that matter: time to first token, tokens per second, error rate and cost per request',
            'Capturing thumbs-up and thumbs-down feedback and linking it to the exact trace',
            'Alerting on cost spikes, latency regressions and rising guardrail-block or refusal rates',
            'Turning real production failures into new cases in the golden evaluation set',
          ],
          handsOn: [
            'Instrument your RAG API with Langfuse so every request shows retrieval, reranking and generation spans with token counts and cost, and find the slowest span across 100 requests',
            'Build a Grafana dashboard for p50 and p95 time to first token, cost per hour and guardrail blocks, with an alert when hourly cost exceeds twice the seven-day average',
            'Sample 50 thumbs-down traces, classify their root causes (retrieval miss, wrong format, hallucination, unnecessary refusal) and add 10 of them to your evaluation set',
          ],
        },
        {
          title: 'Cost and Latency Optimisation',
          topics: [
            'Provider prompt caching: ordering prompts so stable instructions and tool definitions form a cacheable prefix',
            'Semantic caching with Redis vector search and similarity thresholds that avoid wrong answers',
            'Model routing and cascades: a small model first, escalating to a larger one on low confidence',
            'Batch APIs for offline workloads such as nightly summarisation at reduced prices',
            'Controlling output length with concise formats, maximum tokens and stop sequences',
            'Serving-side speed-ups in vLLM: prefix caching, speculative decoding and FP8 KV cache',
            'Unit economics: cost per resolved query and pricing an AI feature in rupees',
          ],
          handsOn: [
            'Restructure your RAG prompt into a stable prefix and a variable suffix, then measure the cached-token share and cost reduction over 500 requests',
            'Route easy queries to a small model and hard ones to a large model with a lightweight classifier; keep the evaluation pass rate within 2 points while cutting cost by at least 40%',
            'Enable prefix caching and speculative decoding in vLLM and report the change in time to first token and tokens per second with 16 concurrent users',
            'Build a cost model from requests per day, tokens per request, cache-hit rate and model mix that produces a monthly bill in rupees, and check it against one real week of usage',
          ],
        },
      ],
      miniProject: {
        title: 'Production Launch of Your RAG Assistant',
        description:
          'Take the assistant you built in Phase 4 and hardened in Phase 7 to a production-style deployment with monitoring and a measured optimisation pass.',
        deliverables: [
          'Deployment behind LiteLLM Proxy with fallbacks, budgets and per-key rate limits',
          'End-to-end tracing and a Grafana dashboard with at least two alert rules',
          'Before-and-after report on cost per query and p95 time to first token, with evaluation scores for both',
          'Runbook covering rollout, rollback, provider outage and cost-spike response',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Enterprise Knowledge Assistant with Access Control',
      tech: ['Python', 'FastAPI', 'Docling', 'PostgreSQL + pgvector', 'bge-reranker-v2-m3', 'Ragas', 'Langfuse'],
      description:
        'A question-answering assistant over a mixed collection of PDFs, web pages and spreadsheets for a mid-sized company, where different teams may see different documents. Every answer must cite its sources, and the system must never reveal content a user is not permitted to read.',
      requirements: [
        'Document-level permissions enforced inside the retrieval query, with tests proving a user never receives a chunk outside their access',
        'Recall@5 and Ragas faithfulness of at least 0.85 on a 100-question gold set, run automatically in CI',
        'Clear refusals for out-of-scope questions, and citations linking to the exact page or section',
        'p95 end-to-end latency under 4 seconds, with full request tracing in Langfuse',
      ],
    },
    {
      title: 'Agentic Customer-Support Copilot',
      tech: ['LangGraph', 'MCP Python SDK', 'PostgreSQL', 'Presidio', 'Llama Guard', 'promptfoo'],
      description:
        'A support agent for an online store that looks up orders, tracks shipments and starts refunds through MCP tools, and hands over to a human when it should. Refunds above ₹2,000 and any account change need explicit human approval.',
      requirements: [
        'Resolves at least 80% of 50 scripted support scenarios correctly, measured by an automated test suite',
        'No side-effecting tool ever runs without approval when policy requires it, verified by dedicated tests',
        'Personal data redacted from all logs and traces, and moderation applied to both input and output',
        'Red-team report covering prompt injection and excessive agency, plus the average cost per conversation',
      ],
    },
    {
      title: 'Fine-Tuned Small Model for Indian Document Extraction',
      tech: ['Unsloth', 'TRL', 'PEFT', 'vLLM', 'Pydantic', 'Outlines'],
      description:
        'Fine-tune an open model of at most 4B parameters to extract structured data from GST invoices, bank statements or KYC forms, and serve it with vLLM. Compare it against a frontier hosted model on accuracy, latency and cost per thousand documents.',
      requirements: [
        'Field-level F1 within 3 points of the frontier hosted model on a held-out set of at least 200 documents',
        '100% schema-valid output using constrained decoding',
        'At least five times cheaper per 1,000 documents than the hosted model, with the calculation shown',
        'Reproducible training script, dataset card and a licence review of the base model and data',
      ],
    },
    {
      title: 'Multi-Model LLM Platform with Observability and Cost Controls',
      tech: ['LiteLLM Proxy', 'vLLM', 'Redis', 'Langfuse', 'OpenTelemetry', 'Grafana', 'Kubernetes', 'GitHub Actions'],
      description:
        'An internal platform that gives every product team one API to several hosted and self-hosted models, with budgets, caching, routing and tracing built in. Prompt changes ship through an evaluation gate rather than straight to production.',
      requirements: [
        'Automatic failover between providers, demonstrated by blocking one provider during a load test',
        'Per-team budgets and rate limits, with a dashboard of spend by team and model',
        'Prompt and semantic caching with hit rates reported and quality checked by the evaluation suite',
        'Load test at 50 concurrent users with documented p95 time to first token and cost per 1,000 requests',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'When did prompting alone stop being enough in your project, and what made you reach for retrieval, tools or fine-tuning instead of a longer prompt?',
    'Describe a confident but wrong answer your system produced. How did you catch it, and which evaluation would have caught it sooner?',
    'What personal or confidential data did your application send to a third-party model this month, did the people involved know, and how would you justify it under the DPDP Act?',
    'Which actions did you let your agent take on its own and which did you gate behind a human, and where exactly did you draw that line?',
    'What does one useful answer from your system cost in rupees and seconds, and what quality trade-off would you accept to halve either number?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Accounts, Hardware and Budget',
      intro: 'Set these up in week one so no lab stalls on access or spending limits.',
      items: [
        'API keys from at least two providers, such as OpenAI, Anthropic or Google AI Studio, each with a hard monthly spending limit set before your first call',
        'Use the smallest model that passes each lab and keep frontier models for comparisons; this keeps API spend low',
        'A laptop with 16 GB RAM for local 7–8B models, or 8 GB if you stay with 1–4B models',
        'Free Colab or Kaggle GPU notebooks for fine-tuning, plus a few hours of a rented 24 GB GPU from a provider such as RunPod or E2E Networks for the vLLM labs',
        'Docker, PostgreSQL 16 or newer with the pgvector extension, and a local Qdrant container or free Qdrant Cloud cluster',
        'A Hugging Face account with an access token for gated models such as Llama',
      ],
    },
  ],
} satisfies Guide
