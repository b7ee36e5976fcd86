// A figure that counts up to its value in 2000 ms (spec/panel.md §9 'Counter animation').
import { useEffect, useState } from 'react';
import { formatNumber } from '@shared/format';

export const COUNTER_ANIMATION_MS = 2000;

export function AnimatedNumber({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / COUNTER_ANIMATION_MS);
      setShown(value * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <>{formatNumber(Number(shown.toFixed(decimals)), decimals)}</>;
}
