"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * next/link for the public pages' links, prefetching on intent (pointer over, touch, keyboard focus) instead of as
 * soon as the link scrolls into view. Viewport prefetching fetched and decoded the RSC payload of every visible
 * link's page while the page was still loading: main-thread work right when the visitor wants to read and scroll
 * (Lighthouse counts it as blocking time), for pages most visitors never open. Navigation is still client-side.
 */
export function SiteLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const warm = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(e) => (warm(), onPointerEnter?.(e))}
      onTouchStart={(e) => (warm(), onTouchStart?.(e))}
      onFocus={(e) => (warm(), onFocus?.(e))}
      {...props}
    />
  );
}
