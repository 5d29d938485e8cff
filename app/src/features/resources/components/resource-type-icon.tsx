import { BookOpen, FileText, GraduationCap, Mic, Newspaper, PlayCircle, type LucideIcon } from 'lucide-react';
import { displayResourceType, type ResourceType } from '@learnlog/shared';

const ICONS: Record<ResourceType, LucideIcon> = {
  article: Newspaper,
  book: BookOpen,
  course: GraduationCap,
  video: PlayCircle,
  podcast: Mic,
  documentation: FileText,
};

export function ResourceTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[displayResourceType(type)];
  return <Icon aria-hidden="true" className={className} />;
}
