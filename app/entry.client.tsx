import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { markEnhancedSubmit } from './components/forms'

// Before React's own listeners, so a form sent while React hydrates is marked too.
document.addEventListener('submit', markEnhancedSubmit, true)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
