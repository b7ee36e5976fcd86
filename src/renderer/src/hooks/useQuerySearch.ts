// A search box mirrored in the address's `search` parameter (spec: the search survives a
// reload and can be shared): the typed text at once, the debounced search for the calls.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useQuerySearch(debounceMs: number) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const [search] = useDebouncedValue(text.trim(), debounceMs);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  return { text, setText, search, params, setParams };
}
