// Imported first by a student tool's element test, before its element is (with `await import`):
// the kit's sound records what it would play or say (`heard`), and confetti records each burst
// (`fired`), as `soundMock` and `confettiMock` describe.
import { vi } from 'vitest';

vi.mock('../../tool-kit/sound', async (importOriginal) => (await import('./mocks')).soundMock(importOriginal));
vi.mock('canvas-confetti', async () => (await import('./mocks')).confettiMock());
