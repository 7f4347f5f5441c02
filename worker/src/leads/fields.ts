// The lead bodies are the contract's (contract/schemas.ts), shared with the widgets and the
// OpenAPI document: their limits are in contract/rules.ts, LIMITS.
export { contactFallbackBody, contactFormBody, intakeFormBody } from '../../../contract/schemas';
export type { ContactMessage, IntakeRecord } from '../../../contract/schemas';
