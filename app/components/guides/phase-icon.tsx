import {
  BarChart3, Book, Bot, Box, Braces, Brain, Briefcase, Cloud, Code, Cpu, Database, Eye, FileText, FlaskConical,
  GitBranch, Gauge, Globe, Image, Layers, LayoutTemplate, Lock, MessageSquare, Network, Package, Palette, Rocket,
  Search, Server, Settings, Shield, Smartphone, Sparkles, Table, Terminal, Trophy, Users, Wallet, Workflow, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react'
import type { GuideIcon } from '~/content/schema'

const icons: Record<GuideIcon, LucideIcon> = {
  book: Book, code: Code, layout: LayoutTemplate, palette: Palette, braces: Braces, server: Server,
  database: Database, cloud: Cloud, shield: Shield, 'git-branch': GitBranch, rocket: Rocket, brain: Brain, bot: Bot,
  sparkles: Sparkles, smartphone: Smartphone, chart: BarChart3, table: Table, workflow: Workflow, terminal: Terminal,
  box: Box, network: Network, lock: Lock, gauge: Gauge, flask: FlaskConical, layers: Layers, cpu: Cpu, globe: Globe,
  package: Package, settings: Settings, zap: Zap, 'file-text': FileText, users: Users, search: Search,
  briefcase: Briefcase, wallet: Wallet, eye: Eye, message: MessageSquare, image: Image, trophy: Trophy, wrench: Wrench,
}

/** A content icon name drawn as its lucide icon; decorative, so hidden from assistive tech. */
export function ContentIcon({ name, className = 'h-6 w-6' }: { name: GuideIcon; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className} />
}
