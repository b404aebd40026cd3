import { useEffect, useState } from 'react';
import { afterFirstLoad } from '@/lib/first-load';

/** False until the page has loaded and the browser is idle (lib/first-load.ts). */
export function useAfterFirstLoad(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => afterFirstLoad(() => setOver(true)), []);
  return over;
}
