// Run before every Vitest file (vitest.config.ts's setupFiles): the file's cleanups after it ends.
import { afterAll } from 'vitest';
import { runFileEnd } from './file-end.ts';

afterAll(runFileEnd);
