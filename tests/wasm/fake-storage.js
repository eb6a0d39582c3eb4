// fake-storage.js — an in-memory localStorage for unit tests, with an optional quota in characters
// (keys + values) that throws a QuotaExceededError DOMException the way browsers do when full.

/** localStorage with a quota in characters (keys + values), like the browsers' per-site limit. */
export class QuotaStorage {
  constructor(quota = Infinity) {
    this.m = new Map();
    this.quota = quota;
    this.writes = 0;
  }
  used(except) {
    let n = 0;
    for (const [k, v] of this.m) if (k !== except) n += k.length + v.length;
    return n;
  }
  get length() {
    return this.m.size;
  }
  key(i) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k) {
    return this.m.has(k) ? this.m.get(k) : null;
  }
  setItem(k, v) {
    this.writes++;
    v = String(v);
    if (this.used(k) + k.length + v.length > this.quota)
      throw new DOMException(`Setting the value of '${k}' exceeded the quota.`, 'QuotaExceededError');
    this.m.set(k, v);
  }
  removeItem(k) {
    this.m.delete(k);
  }
}
