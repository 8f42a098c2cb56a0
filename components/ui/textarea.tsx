import type * as React from "react";
import { cn } from "@/lib/utils";
import { textareaClass } from "./plain-classes";

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn("min-h-16", textareaClass, className)}
      {...props}
    />
  );
}

export { Textarea };
