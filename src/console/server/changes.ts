// What changed between two versions of a merchant file: the dotted JSON paths of the keys that
// differ (src/console/shared/json-changes.ts, shared with the web app), and a line diff of the text.

export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

/** A line diff (longest common subsequence), with `context` unchanged lines around each change. */
export function lineDiff(before: string, after: string, context = 3): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail: a merchant file's change is mostly a few lines.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  // lcs[i * w + j]: the longest common subsequence of x[i..] and y[j..].
  const w = y.length + 1;
  const lcs = new Int32Array((x.length + 1) * w);
  const at = (i: number, j: number): number => lcs[i * w + j] ?? 0;
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i * w + j] = x[i] === y[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ op: ' ', text: x[i] ?? '' });
      i++;
      j++;
    } else if (i < x.length && (j >= y.length || at(i + 1, j) >= at(i, j + 1))) {
      // Removed lines before added ones, as a reader expects.
      middle.push({ op: '-', text: x[i] ?? '' });
      i++;
    } else {
      middle.push({ op: '+', text: y[j] ?? '' });
      j++;
    }
  }
  const all: DiffLine[] = [
    ...a.slice(0, head).map((text) => ({ op: ' ' as const, text })),
    ...middle,
    ...a.slice(a.length - tail).map((text) => ({ op: ' ' as const, text })),
  ];
  const keep = all.map((line, k) => line.op !== ' ' || all.slice(Math.max(0, k - context), k + context + 1).some((l) => l.op !== ' '));
  const out: DiffLine[] = [];
  all.forEach((line, k) => {
    if (keep[k]) out.push(line);
    else if (keep[k - 1]) out.push({ op: ' ', text: '…' });
  });
  return out;
}
