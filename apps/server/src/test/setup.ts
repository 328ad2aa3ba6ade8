import { afterAll } from 'vitest';
import { stopStartedProcesses } from './processes.ts';

// Whatever a test file started ends with it, whether its tests passed or not.
afterAll(stopStartedProcesses);
