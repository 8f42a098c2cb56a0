"use server";

import { headers } from "next/headers";
import { validatedAction } from "@/lib/actions/validated-action";
import { clientIp } from "@/lib/request-ip";
import { saveContactMessage } from "./messages";
import { contactSchema } from "./schema";

/** The contact form's server action: validates everything again, then stores the message. */
export const submitContactMessage = validatedAction(contactSchema, async (values) => {
  const ip = clientIp(await headers());
  return saveContactMessage(values, ip);
});
