/** The operations of an OpenAPI document's `paths`, one per path and method (the method in upper case). */
export function operationsOf<Operation>(paths: Record<string, Record<string, Operation>>) {
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}
