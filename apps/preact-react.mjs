// `react` in an app built with Preact (`preactInBuild` in vite.shared.ts): preact/compat, plus the one
// React 19 export a dependency asks for by name that compat lacks. React Router reads `useOptimistic`
// and, when it is undefined, keeps its own fallback (the value without optimistic updates); declared
// here as undefined, the build no longer warns that the import "will always be undefined"
// (IMPORT_IS_UNDEFINED) and React Router behaves exactly as before. JavaScript, not TypeScript:
// preact/compat's types are `export =`, which TypeScript will not re-export with `export *`.
export * from 'preact/compat';
export { default } from 'preact/compat';

export const useOptimistic = undefined;
