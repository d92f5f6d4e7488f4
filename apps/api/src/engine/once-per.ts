/**
 * `make(key)` once per key object (a server's env or database), made on first use, so parallel test
 * servers in one process never share counts, caches or prepared statements.
 */
export function oncePer<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>();
  return (key) => {
    if (made.has(key)) return made.get(key) as T;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
