/**
 * `content-visibility: auto` for sections that start below the first screen on a phone: the browser skips their
 * style, layout and paint until they come near the viewport, so the first frame (hero text) is produced and shown
 * sooner; they render normally as the visitor scrolls, stay in the accessibility tree and in find-in-page.
 * `contain-intrinsic-size: auto <h>` reserves roughly their real height (measured at 412 px and at md and up) so the
 * scrollbar and in-page anchors stay right; `auto` remembers the real height once rendered.
 * Not on the footer: its light text on a dark band failed Lighthouse's contrast check in one run of /humanizer while
 * skipped (axe read the page's white background behind it).
 */
export const offscreen = {
  servicesList: "[content-visibility:auto] [contain-intrinsic-size:auto_1560px] md:[contain-intrinsic-size:auto_900px]",
  requestSection: "[content-visibility:auto] [contain-intrinsic-size:auto_1250px] md:[contain-intrinsic-size:auto_1034px]",
  whyChooseUs: "[content-visibility:auto] [contain-intrinsic-size:auto_1106px] md:[contain-intrinsic-size:auto_594px]",
  aboutPillars: "[content-visibility:auto] [contain-intrinsic-size:auto_1042px] md:[contain-intrinsic-size:auto_554px]",
  aboutValues: "[content-visibility:auto] [contain-intrinsic-size:auto_958px] md:[contain-intrinsic-size:auto_498px]",
  serviceBlock: "[content-visibility:auto] [contain-intrinsic-size:auto_520px] md:[contain-intrinsic-size:auto_338px]",
  plagiarismHowItWorks: "[content-visibility:auto] [contain-intrinsic-size:auto_818px] md:[contain-intrinsic-size:auto_386px]",
  servicesCta: "[content-visibility:auto] [contain-intrinsic-size:auto_261px] md:[contain-intrinsic-size:auto_177px]",
} as const;
