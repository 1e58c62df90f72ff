/**
 * The hidden field that tells an action whether JavaScript sent the form: forms answered in
 * place render it empty (`EnhancedMarker` in components/forms.tsx) and entry.client sets it to 1
 * when JavaScript sends them. Without it, the action answers as to a plain page post.
 */
export const ENHANCED_FIELD = '_enhanced'

export function sentByJavaScript(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === '1'
}
