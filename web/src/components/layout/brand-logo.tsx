import { useState } from 'react';

import { cn } from '@/lib/cn';

export interface BrandLogoProps {
  src: string;
  /** The image used when `src` fails to load. */
  fallbackSrc: string;
  className?: string;
}

/** A configured logo that falls back to the bundled one if its address is broken. */
export function BrandLogo({ src, fallbackSrc, className }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  return (
    <img
      src={shown}
      alt=""
      aria-hidden="true"
      className={cn('shrink-0 object-contain', className)}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
