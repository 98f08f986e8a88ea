/**
 * Elements paint in array order (the first is at the back). While a gesture
 * runs, the elements beneath and above the moving ones are frozen into two
 * bitmaps, so each frame redraws only the moving part: the split keeps the
 * painting order exact by leaving everything between the lowest and the
 * highest moving element live.
 */

export interface ZSplit<T> {
  below: T[];
  live: T[];
  above: T[];
}

export function splitForGesture<T extends { id: string }>(elements: readonly T[], moving: ReadonlySet<string> | readonly string[]): ZSplit<T> {
  const ids = moving instanceof Set ? moving : new Set(moving as readonly string[]);
  let first = -1;
  let last = -1;
  elements.forEach((element, index) => {
    if (!ids.has(element.id)) return;
    if (first < 0) first = index;
    last = index;
  });
  if (first < 0) return { below: [...elements], live: [], above: [] };
  return { below: elements.slice(0, first), live: elements.slice(first, last + 1), above: elements.slice(last + 1) };
}
