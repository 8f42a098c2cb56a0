"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { promptSchema, type PromptInput } from "@/lib/prompts/schema";

export type PromptFormResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

type Props = {
  defaultValues: PromptInput;
  onSubmit: (values: PromptInput) => Promise<PromptFormResult>;
  onCancel: () => void;
  /** Called with the values as they are typed (the page keeps a new prompt's draft when the form closes). */
  onValuesChange?: (values: PromptInput) => void;
};

/** Prompt Name and Prompt Content, validated by the same schema as the server action. */
export function PromptForm({ defaultValues, onSubmit, onCancel, onValuesChange }: Props) {
  const form = useForm<PromptInput>({ resolver: zodResolver(promptSchema), defaultValues });
  const { subscribe } = form;
  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onValuesChange({ promptName: values.promptName ?? "", promptContent: values.promptContent ?? "" }),
    });
  }, [subscribe, onValuesChange]);
  const { errors, isSubmitting } = form.formState;
  const message = errors.promptName?.message ?? errors.promptContent?.message;

  const submit = form.handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result.ok) {
      form.reset({ promptName: "", promptContent: "" });
      return;
    }
    for (const [key, text] of Object.entries(result.fieldErrors ?? {})) {
      if (key === "promptName" || key === "promptContent") form.setError(key, { message: text });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="grid gap-2">
        <Label htmlFor="prompt-name">Prompt Name</Label>
        <Input id="prompt-name" autoComplete="off" aria-invalid={Boolean(errors.promptName)} aria-describedby={message ? "prompt-form-error" : undefined} {...form.register("promptName")} />
      </div>
      <div className="grid min-h-0 gap-2">
        <Label htmlFor="prompt-content">Prompt Content</Label>
        <Textarea
          id="prompt-content"
          className="max-h-[50dvh] min-h-[150px]"
          aria-invalid={Boolean(errors.promptContent)}
          aria-describedby={message ? "prompt-form-error" : undefined}
          {...form.register("promptContent")}
        />
      </div>
      {message ? (
        <p id="prompt-form-error" role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
