// json-merge-patch ships no types; only the two functions the differential tests call.
declare module 'json-merge-patch' {
  const jsonMergePatch: {
    apply(target: unknown, patch: unknown): unknown;
    generate(before: unknown, after: unknown): unknown;
  };
  export default jsonMergePatch;
}
