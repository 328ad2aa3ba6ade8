import base from './vite.config';
import { mergeConfig } from 'vite';
const groups = JSON.parse(process.env.EXP_GROUPS ?? '[]').map((g: any) => ({ ...g, test: g.test ? new RegExp(g.test) : undefined }));
export default mergeConfig(base, { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } });
