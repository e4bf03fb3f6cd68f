// Disjoint sets over 0..n-1 (union by size, path halving): near-constant time per operation.
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    this.size = new Int32Array(n).fill(1);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(v: number): number {
    const p = this.parent;
    while (p[v] !== v) {
      p[v] = p[p[v]!]!;
      v = p[v]!;
    }
    return v;
  }
  /** Joins the sets of a and b; false when they were already one set. */
  union(a: number, b: number): boolean {
    let x = this.find(a);
    let y = this.find(b);
    if (x === y) return false;
    if (this.size[x]! < this.size[y]!) [x, y] = [y, x];
    this.parent[y] = x;
    this.size[x]! += this.size[y]!;
    return true;
  }
}
