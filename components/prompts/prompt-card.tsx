"use client";

import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { PromptSummary } from "@/lib/prompts/schema";
import { formatPromptDate } from "./format";
import { PromptCopyMenu } from "./prompt-copy-menu";

type Props = { prompt: PromptSummary; onView: () => void; onEdit: () => void; onDelete: () => void };

export function PromptCard({ prompt, onView, onEdit, onDelete }: Props) {
  const titleId = `prompt-title-${prompt.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} data-testid="prompt-card" className="gap-3 py-4">
      <CardHeader className="px-4">
        <h2 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold wrap-anywhere">
          {prompt.promptName}
        </h2>
      </CardHeader>
      <CardContent className="flex-1 px-4">
        <p className="line-clamp-6 text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{prompt.preview}</p>
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-2 px-4">
        <time dateTime={prompt.createdAt} className="text-xs text-muted-foreground">
          {formatPromptDate(prompt.createdAt)}
        </time>
        <div className="flex items-center">
          <Button variant="ghost" size="icon" onClick={onView} aria-label={`View ${prompt.promptName}`} title="View">
            <Eye aria-hidden="true" />
          </Button>
          <PromptCopyMenu prompt={prompt} />
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${prompt.promptName}`} title="Edit">
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${prompt.promptName}`} title="Delete" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}
