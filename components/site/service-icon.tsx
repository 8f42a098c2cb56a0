import { BookOpen, FileText, GraduationCap, ShieldCheck, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "learning-materials": BookOpen,
  assignments: FileText,
  projects: GraduationCap,
  "integrity-checks": ShieldCheck,
};

export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? BookOpen;
  return <Icon className={className} aria-hidden="true" />;
}
