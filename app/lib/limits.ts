/**
 * The length limits of the public forms' fields, apart from their schemas (app/lib/validation.ts)
 * so a form that validates on the server only can name them without loading zod.
 */
export const limits = { name: 100, email: 254, subject: 150, message: 5_000 } as const
