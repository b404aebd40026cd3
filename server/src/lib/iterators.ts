/** `first`, then the rest of `rest`. */
export function* prepend<T>(first: T, rest: Iterator<T>): Generator<T> {
  yield first;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}
