/**
 * The player's IndexedDB (issue 25): `state` keeps the last complete manifest, so a screen that starts without a
 * network plays at once; `queue` keeps proof of play and log entries until the server has taken them.
 */
type QueueEntry<T> = { id: number; kind: string; payload: T };
let opened: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open('plakat-player', 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('state');
      open.result.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('kind', 'kind');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return db().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const request = work(database.transaction(store, mode).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      }),
  );
}

export const getState = <T>(key: string) => run<T | undefined>('state', 'readonly', (s) => s.get(key));
export const setState = (key: string, value: unknown) => run('state', 'readwrite', (s) => s.put(value, key));
export const deleteState = (key: string) => run('state', 'readwrite', (s) => s.delete(key));

export const enqueue = (kind: string, payload: unknown) => run('queue', 'readwrite', (s) => s.add({ kind, payload }));

/** Up to `max` queued entries of a kind, oldest first. */
export const peek = <T>(kind: string, max: number) =>
  run<QueueEntry<T>[]>('queue', 'readonly', (s) => s.index('kind').getAll(kind, max));

export async function remove(ids: readonly number[]) {
  const database = await db();
  await new Promise<void>((resolve, reject) => {
    const tx = database.transaction('queue', 'readwrite');
    for (const id of ids) tx.objectStore('queue').delete(id);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}
