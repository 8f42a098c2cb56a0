/** The coloured band at the top of an inner page: its one h1 and a lead sentence. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead: string }) {
  return (
    <section className="bg-gradient-to-br from-primary to-blue-950 text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-50 text-pretty">{lead}</p>
      </div>
    </section>
  );
}

/** A section heading with an optional lead, centred. */
export function SectionHeading({ id, title, lead }: { id?: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-muted-foreground text-pretty sm:text-lg">{lead}</p>}
    </div>
  );
}
