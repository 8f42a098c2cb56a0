/**
 * `content-visibility: auto` for sections that start below the first screen on a phone: the browser skips their
 * style, layout and paint until they come near the viewport, so the first frame (hero text) is produced and shown
 * sooner; they render normally as the visitor scrolls, stay in the accessibility tree and in find-in-page.
 * `contain-intrinsic-size: auto <h>` reserves their height while skipped so the scrollbar and in-page anchors stay
 * right; `auto` remembers the real height once rendered. It sizes the content box: the section's own padding and
 * border are added on top, so each value is the rendered height minus them (py-16 = 128 px below sm, sm:py-24 =
 * 192 px, sm:py-20 = 160 px, border-t = 1 px). Otherwise every skipped section was 128-192 px too tall, and a jump
 * to /#request-form from /services landed too low.
 * Not on the footer: its light text on a dark band failed Lighthouse's contrast check in one run of /humanizer while
 * skipped (axe read the page's white background behind it). Not on the home page's services list either: it sits right
 * above the request form, the target of every "Submit a Request" link, and no one value fits its height at every
 * width (1,672 px at 360, 1,630 at 375, 1,560 at 412, 1,040 at 768): it rendered just after the jump and pushed the
 * form down by the difference (112 px at 360, 70 at 375, 140 at 768). Nor on the /services blocks, the targets of
 * the home page's links: blocks of different lengths shared one value, and the jumps landed 20-60 px off.
 *
 * Measured in Chromium (.tmp/h51/cv-measure.mjs, rendered border-box height in px; e2e/public-pages.spec.ts checks
 * 412 and 1280). The values fit 412 px and 1024 px and up exactly; 375-390 px and 768 px wrap differently:
 *
 * | section              | padding+border | 375  | 390  | 412  | 768  | 1024 | 1280 | value (phone / md)      |
 * | requestSection       | 128 / 192      | 1250 | 1250 | 1250 | 1034 | 1034 | 1034 | 1250-128 / 1034-192     |
 * | whyChooseUs          | 128 / 192      | 1154 | 1130 | 1106 | 718  | 594  | 594  | 1106-128 / 594-192      |
 * | aboutPillars         | 128 / 160      | 1090 | 1090 | 1042 | 654  | 554  | 554  | 1042-128 / 554-160      |
 * | aboutValues          | 128 / 160      | 1006 | 982  | 958  | 546  | 498  | 498  | 958-128 / 498-160       |
 * | plagiarismHowItWorks | 0              | 842  | 818  | 818  | 482  | 410  | 386  | 818 / 386               |
 * | servicesCta          | 1              | 261  | 261  | 261  | 177  | 177  | 177  | 261-1 / 177-1           |
 */
export const offscreen = {
  requestSection: "[content-visibility:auto] [contain-intrinsic-size:auto_1122px] md:[contain-intrinsic-size:auto_842px]",
  whyChooseUs: "[content-visibility:auto] [contain-intrinsic-size:auto_978px] md:[contain-intrinsic-size:auto_402px]",
  aboutPillars: "[content-visibility:auto] [contain-intrinsic-size:auto_914px] md:[contain-intrinsic-size:auto_394px]",
  aboutValues: "[content-visibility:auto] [contain-intrinsic-size:auto_830px] md:[contain-intrinsic-size:auto_338px]",
  plagiarismHowItWorks: "[content-visibility:auto] [contain-intrinsic-size:auto_818px] md:[contain-intrinsic-size:auto_386px]",
  servicesCta: "[content-visibility:auto] [contain-intrinsic-size:auto_260px] md:[contain-intrinsic-size:auto_176px]",
} as const;
