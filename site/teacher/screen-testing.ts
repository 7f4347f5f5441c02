// What every test of the teacher workspace's screens sets up: React errors fail the test, the clock
// is fake, and each test leaves no screen and no stubbed fetch behind.
import { afterEach, vi } from 'vitest';
import { failOnReactErrors, unmount, useFakeClock } from '../../widgets/runtime/testing';

/** The moment the workspace's fixtures were made and changed. */
export const FIXTURE_TIME = '2026-11-29T15:00:00.000Z';

export function testTeacherScreens(): void {
  failOnReactErrors();
  useFakeClock();
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });
}
