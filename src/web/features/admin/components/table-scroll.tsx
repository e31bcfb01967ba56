// A wide table scrolls sideways inside its own box, never the page (a 360 px phone). The box
// is a named, focusable region so a keyboard can scroll it too, and a soft shadow at an edge shows
// there is more to that side (scroll shadows: the white covers scroll with the content, the shadows
// stay with the box).
import type { ReactNode } from 'react';

const SCROLL_SHADOWS = {
  background: [
    'linear-gradient(to right, white 30%, rgb(255 255 255 / 0)) left / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, white 30%, rgb(255 255 255 / 0)) right / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.18), transparent) left / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.18), transparent) right / 0.75rem 100% no-repeat scroll',
  ].join(', '),
} as const;

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full min-w-0 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-red-600"
      style={SCROLL_SHADOWS}
      data-testid="table-scroll"
    >
      {children}
    </div>
  );
}
