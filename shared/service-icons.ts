// Service icons by name (docs/product/copy.md#public-pages): the fourteen known names; anything else is Sparkles.
// The public Services page draws them, and the admin's icon picker previews the one chosen.
import {
  BarChart3,
  BookOpen,
  Building2,
  Calendar,
  Cpu,
  Gift,
  Heart,
  Home,
  LineChart,
  Palette,
  Scroll,
  Shield,
  Sparkles,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from './contract/core-services.ts';

export const SERVICE_ICONS: Record<IconName, LucideIcon> = {
  TrendingUp,
  Home,
  Sparkles,
  BookOpen,
  Calendar,
  Gift,
  Shield,
  Cpu,
  BarChart3,
  Building2,
  Heart,
  Scroll,
  LineChart,
  Palette,
};

export function serviceIcon(name: string | null | undefined): { icon: LucideIcon; name: IconName } {
  const known = name && Object.hasOwn(SERVICE_ICONS, name) ? (name as IconName) : 'Sparkles';
  return { icon: SERVICE_ICONS[known], name: known };
}
