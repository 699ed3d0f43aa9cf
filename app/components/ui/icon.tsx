import {
  BadgeCheck, Box, Building2, Calendar, Clock, Columns3, Cpu, Factory, Fan, FileCheck, GitMerge, Gauge, Globe, Grid3x3,
  Handshake, HardHat, Hospital, Landmark, Layers, Leaf, Lock, type LucideProps, PenTool, PiggyBank, RefreshCw, Route,
  Ruler, ScanLine, ShieldCheck, Target, TrendingDown, Users, Wrench, Zap,
} from "lucide-react";
import type { ComponentType } from "react";
import type { IconName } from "../../../contract/content";

const icons: Record<IconName, ComponentType<LucideProps>> = {
  building: Building2, scan: ScanLine, box: Box, fan: Fan, "git-merge": GitMerge, columns: Columns3, grid: Grid3x3,
  route: Route, layers: Layers, "shield-check": ShieldCheck, clock: Clock, "piggy-bank": PiggyBank, target: Target,
  users: Users, globe: Globe, "file-check": FileCheck, ruler: Ruler, cpu: Cpu, zap: Zap, leaf: Leaf, wrench: Wrench,
  "hard-hat": HardHat, factory: Factory, hospital: Hospital, landmark: Landmark, gauge: Gauge, handshake: Handshake,
  lock: Lock, refresh: RefreshCw, "badge-check": BadgeCheck, "trending-down": TrendingDown, calendar: Calendar,
  "pen-tool": PenTool,
};

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
