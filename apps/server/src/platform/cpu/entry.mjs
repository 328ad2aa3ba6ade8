// The thread's entry: plain JavaScript that teaches the thread TypeScript
// (the way the server process itself runs), then serves the tasks of worker.ts.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./worker.ts');

export const { scorePassword } = tasks;
