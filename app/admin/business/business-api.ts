/** The business data's call and shapes in the back office (the server's types, decision 0056). */
import { adminApi } from "../api";
import type { BusinessProfile, BusinessProfileAnswer } from "../../../server/business/types.ts";

export type { BusinessProfile, BusinessProfileAnswer };

export const businessQuery = {
  queryKey: ["business"],
  queryFn: () => adminApi.get<BusinessProfileAnswer>("/business"),
};

export const saveBusiness = (profile: unknown) =>
  adminApi.put<BusinessProfileAnswer>("/business", profile);
