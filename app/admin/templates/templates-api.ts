/**
 * The reply templates' and replies' calls and shapes. The shapes are the server's own types
 * (type-only imports: nothing of the server reaches the bundle).
 */
import type {
  REPLY_PLACEHOLDERS,
  ReplyPlaceholder,
  ReplyTemplate,
  ReplyTemplateInput,
  TemplateProblem,
} from "../../../server/leads/store/templates.ts";
import type {
  REPLY_LIMITS as SERVER_REPLY_LIMITS,
  ReplyDraft,
  SentReply,
} from "../../../server/leads/store/replies.ts";
import { adminApi } from "../api";

export type {
  ReplyDraft,
  ReplyPlaceholder,
  ReplyTemplate,
  ReplyTemplateInput,
  SentReply,
  TemplateProblem,
};

/** The placeholders, in the order the help lists them (the server's list, checked by type). */
export const PLACEHOLDERS = [
  "name",
  "company",
  "events",
  "participants",
  "preferredDate",
  "estimate",
  "staffName",
] as const satisfies typeof REPLY_PLACEHOLDERS;

/** The longest reply subject and text the server takes (server/leads/store/replies.ts). */
export const REPLY_LIMITS = {
  subject: 180,
  text: 10_000,
} as const satisfies typeof SERVER_REPLY_LIMITS;

export const templatesQuery = {
  queryKey: ["reply-templates"],
  queryFn: () => adminApi.get<ReplyTemplate[]>("/reply-templates"),
};

export const replyDraftQuery = (leadId: string, templateId: string | null) => ({
  queryKey: ["reply-draft", leadId, templateId],
  queryFn: () =>
    adminApi.get<ReplyDraft>(
      `/leads/${leadId}/reply-draft${templateId ? `?template=${encodeURIComponent(templateId)}` : ""}`,
    ),
  // Fetched once per opening of the composer (forgotten when it closes), and never again
  // while it is open: a refetch would replace what the staff member has written.
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
});

export const templateCalls = {
  create: (template: ReplyTemplateInput) =>
    adminApi.post<ReplyTemplate>("/reply-templates", template),
  update: (id: string, template: ReplyTemplateInput) =>
    adminApi.put<ReplyTemplate>(`/reply-templates/${encodeURIComponent(id)}`, template),
  remove: (id: string) => adminApi.delete<void>(`/reply-templates/${encodeURIComponent(id)}`),
  sendReply: (leadId: string, reply: { subject: string; text: string; inReplyTo?: string }) =>
    adminApi.post<SentReply>(`/leads/${leadId}/replies`, reply),
};
