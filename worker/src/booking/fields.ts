import { bookConsultationBodyAt } from '../../../contract/schemas';
import { now } from '../time/clock';

// The booking bodies are the contract's (contract/schemas.ts), shared with the widgets and the
// OpenAPI document. Only the clock is the worker's: a request without a hold is judged against
// `now()`, which tests can fix.
export { availabilityBody, holdSlotBody, releaseSlotBody } from '../../../contract/schemas';

/** POST /api/bookConsultation, judged by the worker's clock. */
export const bookConsultationBody = bookConsultationBodyAt(now);
