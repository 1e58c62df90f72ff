/** The heading block every inner page starts with. */
export function PageHeader({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro?: string }) {
  return (
    <header className="border-b border-mortar bg-mortar/50">
      <div className="container-page py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brick-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 font-display text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-soft">{intro}</p> : null}
      </div>
    </header>
  )
}
