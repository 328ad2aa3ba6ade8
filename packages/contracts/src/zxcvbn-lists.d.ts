// The word lists of @zxcvbn-ts/language-* imported one by one (their index
// modules pull in every list; see password.ts).
declare module '@zxcvbn-ts/language-common/dist/*.json.mjs' {
  const data: unknown;
  export default data;
}
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  const translations: unknown;
  export default translations;
}
declare module '@zxcvbn-ts/language-en/dist/*.json.mjs' {
  const list: string[] | Record<string, string[]>;
  export default list;
}
declare module '@zxcvbn-ts/language-fr/dist/*.json.mjs' {
  const list: string[] | Record<string, string[]>;
  export default list;
}
