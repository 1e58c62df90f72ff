/**
 * Toasts as the spec describes them: at most one visible, shown 5 seconds, closed by its
 * button or a swipe to the right, F8 moves focus to the region, announced to screen readers.
 * Without JavaScript there are no toasts: forms redirect to a page with a status message.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

export type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant }
type Toast = ToastInput & { id: number }

export const TOAST_DURATION_MS = 5_000
const SWIPE_DISMISS_PX = 50

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const nextId = useRef(1)
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), [])
  const dismiss = useCallback(() => setToast(null), [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastRegion({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  const regionRef = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <section aria-label="Meldingen (F8)" className="print:hidden">
      <ol
        ref={regionRef}
        tabIndex={-1}
        className={
          'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 ' +
          'outline-none sm:right-0 sm:left-auto sm:items-end'
        }
      >
        {toast ? <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} /> : null}
      </ol>
    </section>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const startX = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [paused, onDismiss])

  const destructive = toast.variant === 'destructive'
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      className={
        `pointer-events-auto relative w-full max-w-sm touch-pan-y rounded-lg border p-4 pr-10 ` +
        `shadow-lg transition-transform ${
          destructive ? 'border-brick-800 bg-brick-700 text-white' : 'border-mortar bg-white text-ink'
        }`
      }
      style={{
        transform: offset > 0 ? `translateX(${offset}px)` : undefined,
        opacity: offset > 0 ? Math.max(0.2, 1 - offset / 200) : 1,
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        startX.current = event.clientX
        setPaused(true)
      }}
      onPointerMove={(event) => {
        if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current))
      }}
      onPointerUp={() => {
        if (offset > SWIPE_DISMISS_PX) onDismiss()
        startX.current = null
        setOffset(0)
        setPaused(false)
      }}
      onPointerCancel={() => {
        startX.current = null
        setOffset(0)
        setPaused(false)
      }}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? (
        <p className={`mt-1 text-sm ${destructive ? 'text-brick-50' : 'text-ink-soft'}`}>{toast.description}</p>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className={`absolute top-2 right-2 rounded-md p-1.5 ${destructive ? 'hover:bg-brick-800' : 'hover:bg-mortar'}`}
        aria-label="Melding sluiten"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}
