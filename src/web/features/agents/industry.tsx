import {
  Bot,
  Briefcase,
  Building2,
  Car,
  Clapperboard,
  Cpu,
  Factory,
  GraduationCap,
  HandHeart,
  HeartPulse,
  Landmark,
  Megaphone,
  Plane,
  Scale,
  ShoppingCart,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { INDUSTRIES, type Industry } from '@common/catalogues';

/** i18n key (agents:industries.*) and icon per catalogue industry. */
export const INDUSTRY_META: Record<Industry, { key: string; icon: LucideIcon }> = {
  Technology: { key: 'technology', icon: Cpu },
  Healthcare: { key: 'healthcare', icon: HeartPulse },
  Finance: { key: 'finance', icon: Landmark },
  Education: { key: 'education', icon: GraduationCap },
  'E-commerce': { key: 'ecommerce', icon: ShoppingCart },
  'Real Estate': { key: 'realEstate', icon: Building2 },
  Travel: { key: 'travel', icon: Plane },
  'Food & Beverage': { key: 'foodBeverage', icon: UtensilsCrossed },
  Automotive: { key: 'automotive', icon: Car },
  Entertainment: { key: 'entertainment', icon: Clapperboard },
  Consulting: { key: 'consulting', icon: Briefcase },
  Manufacturing: { key: 'manufacturing', icon: Factory },
  Legal: { key: 'legal', icon: Scale },
  Marketing: { key: 'marketing', icon: Megaphone },
  'Non-profit': { key: 'nonProfit', icon: HandHeart },
  Other: { key: 'other', icon: Bot },
};

export function isIndustry(value: string | null | undefined): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value ?? '');
}

export function IndustryIcon({ industry, className }: { industry: string | null; className?: string }) {
  const Icon = isIndustry(industry) ? INDUSTRY_META[industry].icon : Bot;
  return <Icon className={className} aria-hidden="true" />;
}
