// Work that follows an answer on screen but is not part of it (a check for the item that just
// appeared): run once the frame that shows the answer is painted, not in the task that renders
// it, where a tablet's slow CPU would hold that frame back (bench/picking-screen.ts).

/** Runs `work` after the next frame is painted; the function returned cancels it if still pending. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer set in the frame's animation callback fires after that frame's paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
