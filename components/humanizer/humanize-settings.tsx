"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { HUMANIZE_STRENGTHS, HUMANIZE_STYLES } from "@/lib/text-tools/constants";
import type { HumanizeOptions } from "@/lib/text-tools/schema";
import { OptionSelect } from "./option-select";

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
          <OptionSelect
            id="humanize-style"
            value={value.style}
            options={HUMANIZE_STYLES}
            labels={LABELS}
            disabled={disabled}
            onChange={(style) => onChange({ ...value, style: style as HumanizeOptions["style"] })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="humanize-strength">Humanization Strength</Label>
          <OptionSelect
            id="humanize-strength"
            value={value.strength}
            options={HUMANIZE_STRENGTHS}
            labels={LABELS}
            disabled={disabled}
            onChange={(strength) => onChange({ ...value, strength: strength as HumanizeOptions["strength"] })}
          />
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
