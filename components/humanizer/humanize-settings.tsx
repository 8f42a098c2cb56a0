"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { HUMANIZE_STRENGTHS, HUMANIZE_STYLES } from "@/lib/text-tools/constants";
import type { HumanizeOptions } from "@/lib/text-tools/schema";

export const DEFAULT_HUMANIZE_SETTINGS: HumanizeOptions = { style: "professional", strength: "medium", preserveLength: true };

const LABELS: Record<string, string> = {
  academic: "Academic", professional: "Professional", casual: "Casual", creative: "Creative",
  light: "Light", medium: "Medium", heavy: "Heavy",
};

/** The 'Humanization Settings' card: Writing Style, Humanization Strength, Preserve Length. Controlled. */
export function HumanizeSettings({ value, onChange, disabled }: { value: HumanizeOptions; onChange: (next: HumanizeOptions) => void; disabled?: boolean }) {
  return (
    <Card data-testid="humanize-settings">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Humanization Settings</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="humanize-style">Writing Style</Label>
          <Select value={value.style} disabled={disabled} onValueChange={(style) => onChange({ ...value, style: style as HumanizeOptions["style"] })}>
            <SelectTrigger id="humanize-style" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HUMANIZE_STYLES.map((s) => (
                <SelectItem key={s} value={s}>{LABELS[s]}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="humanize-strength">Humanization Strength</Label>
          <Select value={value.strength} disabled={disabled} onValueChange={(strength) => onChange({ ...value, strength: strength as HumanizeOptions["strength"] })}>
            <SelectTrigger id="humanize-strength" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HUMANIZE_STRENGTHS.map((s) => (
                <SelectItem key={s} value={s}>{LABELS[s]}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-h-9 items-center gap-2">
          <Checkbox
            id="humanize-preserve-length"
            checked={value.preserveLength}
            disabled={disabled}
            onCheckedChange={(checked) => onChange({ ...value, preserveLength: checked === true })}
          />
          <Label htmlFor="humanize-preserve-length">Preserve Length</Label>
        </div>
      </CardContent>
    </Card>
  );
}
