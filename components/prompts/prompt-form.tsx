"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { promptSchema, type PromptInput } from "@/lib/prompts/schema";
import { copyLoadedText } from "./copy-to-clipboard";

/** Someone else saved the prompt after this form was opened; `reload` replaces the form with the prompt as it is now. */
export type PromptConflict = { message: string; reload: () => void };
export type PromptFormResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string>; conflict?: PromptConflict };

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
  const [conflict, setConflict] = useState<PromptConflict | null>(null);
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
    setConflict(null);
    const result = await onSubmit(values);
    if (result.ok) {
      form.reset({ promptName: "", promptContent: "" });
      return;
    }
    // Refused because someone else saved the prompt: what was typed stays in the fields, with the message.
    if (result.conflict) setConflict(result.conflict);
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
      {conflict ? (
        <div role="alert" data-testid="prompt-form-conflict" className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-medium text-destructive">{conflict.message}</p>
          <p className="text-muted-foreground">Your text is still in the form. Reloading replaces it with the saved prompt: copy it first to keep it.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void copyLoadedText(Promise.resolve(form.getValues("promptContent")))}>
              Copy my content
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={conflict.reload}>
              Reload latest text
            </Button>
          </div>
        </div>
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
