import { ERROR_MESSAGES } from '../../../contract/rules';
import { ApiError } from '../http/errors';

// The booking answers a person sees when a time cannot be had. The widget shows them as they are.

export const slotTaken = () => new ApiError(409, ERROR_MESSAGES.slotTaken);

export const notAnOpenSlot = () =>
  new ApiError(400, 'This is not an open consultation time. Please pick another slot.', {
    startISO: 'This is not an open consultation time.',
  });

export const holdLapsed = () => new ApiError(409, 'Your hold on this time has expired. Please pick a time again.');

export const holdForAnotherTime = () => new ApiError(409, 'Your hold is for a different time. Please pick a time again.');

export const holdAlreadyUsed = () => new ApiError(409, 'This hold was already used for another booking. Please pick a time again.');

export const tooManyHolds = (max: number) =>
  new ApiError(
    429,
    `You already have ${max} times on hold. Please finish a booking or wait a few minutes for a hold to end, then try again.`,
  );

export const holdNotFound = () => new ApiError(404, 'This hold was not found. It may have expired or been released already.');
