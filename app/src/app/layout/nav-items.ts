import {
  BookOpen,
  Brain,
  BrainCircuit,
  CalendarDays,
  ChartLine,
  ChartNoAxesCombined,
  CreditCard,
  LayoutDashboard,
  LayoutTemplate,
  Library,
  Route,
  Share2,
  ShieldCheck,
  Target,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Short label for the phone's bottom bar. */
  shortLabel?: string;
}

export interface NavSection {
  /** Group heading; the first section has none. */
  title: string | null;
  items: readonly NavItem[];
}

/** The accounts spec's sidebar, in its order. */
const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, shortLabel: 'Home' },
  { label: 'Learning Journal', to: '/journal', icon: BookOpen, shortLabel: 'Journal' },
  { label: 'Review', to: '/review', icon: Brain },
  { label: 'Resources', to: '/resources', icon: Library, shortLabel: 'Resources' },
  { label: 'Learning Goals', to: '/goals', icon: Target, shortLabel: 'Goals' },
  { label: 'Calendar', to: '/calendar', icon: CalendarDays },
  { label: 'Progress', to: '/progress', icon: ChartLine },
  { label: 'Insights', to: '/insights', icon: ChartNoAxesCombined },
  { label: 'Sharing', to: '/sharing', icon: Share2 },
  { label: 'Profile', to: '/profile', icon: UserRound },
];

const PRO_NAV: readonly NavItem[] = [
  { label: 'Learn Plans', to: '/learn-plans', icon: Route },
  { label: 'AI Summaries', to: '/ai-summaries', icon: BrainCircuit },
  { label: 'Premium Templates', to: '/premium-templates', icon: LayoutTemplate },
];

const PRICING_NAV: NavItem = { label: 'Pricing', to: '/pricing', icon: CreditCard };
const ADMIN_NAV: NavItem = { label: 'Admin Panel', to: '/admin', icon: ShieldCheck };

export function navSections(isAdmin: boolean): NavSection[] {
  return [
    { title: null, items: MAIN_NAV },
    { title: 'Pro Features', items: PRO_NAV },
    { title: null, items: isAdmin ? [PRICING_NAV, ADMIN_NAV] : [PRICING_NAV] },
  ];
}

/** The phone's bottom bar: the five screens used daily; the rest are in the menu. */
export const BOTTOM_NAV: readonly NavItem[] = MAIN_NAV.slice(0, 5);
