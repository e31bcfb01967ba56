// An image that falls back to a bundled default when the uploaded one fails to load (SPEC §2).
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

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
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React hydrates and attaches onError: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && current !== fallbackSrc && img.complete && img.naturalWidth === 0 && img.naturalHeight === 0) {
      setFailedSrc(current);
    }
  }, [current, fallbackSrc]);
  return (
    <img
      {...props}
      ref={ref}
      src={current}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
    />
  );
}
