import { z } from "zod";
import { UNIVERSITY_IDS, VISIT_STATUSES } from "./data";

/** A status change from the table: only built-in universities and the three statuses are accepted. */
export const universityStatusSchema = z.object({
  universityId: z.string().refine((id) => UNIVERSITY_IDS.has(id), "Unknown university."),
  status: z.enum(VISIT_STATUSES, "Unknown status."),
});
export type UniversityStatusInput = z.infer<typeof universityStatusSchema>;
