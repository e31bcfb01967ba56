// An image that falls back to a bundled default when the uploaded one fails to load (SPEC §2).
import { useState, type ImgHTMLAttributes } from 'react';

export function FallbackImage({
  src,
  fallbackSrc,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  fallbackSrc: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      {...props}
      src={current}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
    />
  );
}
