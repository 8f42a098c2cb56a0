import { Activity } from "react";

/**
 * Server-rendered content that React hydrates after the header and the hero, in small slices instead of one long task.
 *
 * React renders a visible Activity boundary inline in the HTML (between `<!--&-->` markers: the page is the same with
 * JavaScript off) and, on hydration, leaves it dehydrated in the first pass and hydrates it afterwards at a lower
 * priority with time slicing, yielding to the browser every few milliseconds; input inside it before then makes React
 * hydrate that boundary first and replays the event. (A Suspense boundary would do the same on the client, but React
 * outlines large completed Suspense boundaries in the prerendered HTML as hidden segments revealed by script.)
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
