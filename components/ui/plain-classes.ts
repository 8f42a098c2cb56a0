/**
 * The class strings of Button, Input, Textarea and Label, in one place: the components build on them, and the public
 * forms' client code uses them on plain elements, because importing the components pulls class-variance-authority,
 * tailwind-merge and Radix Slot (~10 kB gzipped) into the first load of pages whose forms need none of them. Without
 * tailwind-merge to settle conflicts, each composed string holds only one value per property (no text-sm plus
 * text-base, no min-h-16 plus min-h-32).
 */
export const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export const buttonPrimary = "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90";
export const buttonGhost = "hover:bg-accent hover:text-accent-foreground";
export const buttonLg = "h-11 px-6 text-base";
export const buttonIcon = "size-9";

/** Button variant="default" size="lg" (text-base, not the base size's text-sm). */
export const primaryButtonLg = `${buttonBase} ${buttonPrimary} ${buttonLg}`;

/** Button variant="ghost" size="icon". */
export const ghostIconButton = `${buttonBase} text-sm ${buttonGhost} ${buttonIcon}`;

export const inputClass =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** Textarea without its min-h-16 (the component adds it): give the height with the class (min-h-32, min-h-36). */
export const textareaClass =
  "flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

export const labelClass =
  "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
