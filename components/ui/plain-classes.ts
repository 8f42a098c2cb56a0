/**
 * The class strings of Button (default/ghost variants), Input, Textarea and Label written out, for the public forms'
 * client code: importing those components pulls class-variance-authority, tailwind-merge and Radix Slot (~10 kB
 * gzipped) into the first load of pages whose forms need none of them. Keep in step with components/ui/button.tsx,
 * input.tsx, textarea.tsx and label.tsx. Without tailwind-merge to settle conflicts, each string holds only one value per
 * property (no text-sm plus text-base, no min-h-16 plus min-h-32).
 */
const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

/** Button variant="default" size="lg" (text-base, not the base size's text-sm). */
export const primaryButtonLg = `${buttonBase} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-11 px-6 text-base`;

/** Button variant="ghost" size="icon". */
export const ghostIconButton = `${buttonBase} text-sm hover:bg-accent hover:text-accent-foreground size-9`;

export const inputClass =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** Textarea without its min-h-16: give the height with the class (min-h-32, min-h-36). */
export const textareaClass =
  "flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

export const labelClass =
  "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
