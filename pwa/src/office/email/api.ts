import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Email,
  EmailCounts,
  EmailDraftInput,
  EmailFolder,
  EmailSendInput,
  EmailTemplate,
  EmailTemplateId,
} from '@contract/emails';
import { apiRequest } from '@pwa/lib/api';

/** The one door to the Email Center's data. Every key starts with '/api/emails'. */
export interface EmailListFilter {
  folder: EmailFolder;
  search: string;
  clientId: string | null;
}

export const emailQueries = {
  all: () => ['/api/emails'] as const,
  list: (filter: EmailListFilter) => ['/api/emails', 'list', filter] as const,
  counts: () => ['/api/emails', 'counts'] as const,
  templates: () => ['/api/emails', 'templates'] as const,
};

const CACHE_MS = 30_000;
const TEMPLATES_CACHE_MS = 60_000;

export function emailListUrl({ folder, search, clientId }: EmailListFilter): string {
  const params = new URLSearchParams({ folder });
  if (search.trim()) params.set('search', search.trim());
  if (clientId) params.set('clientId', clientId);
  return `/api/emails?${params.toString()}`;
}

export function useEmails(filter: EmailListFilter) {
  return useQuery({
    queryKey: emailQueries.list(filter),
    staleTime: CACHE_MS,
    queryFn: async () =>
      ((await (await apiRequest('GET', emailListUrl(filter))).json()) as { data: Email[] }).data,
  });
}

export function useEmailCounts() {
  return useQuery({
    queryKey: emailQueries.counts(),
    staleTime: CACHE_MS,
    select: (body: unknown) => (body as { data: EmailCounts }).data,
  });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: emailQueries.templates(),
    staleTime: TEMPLATES_CACHE_MS,
    select: (body: unknown) => (body as { data: EmailTemplate[] }).data,
  });
}

/** What the compose form sends (before the contract's transforms). */
export type EmailPayload = Omit<EmailSendInput, 'cc' | 'bcc'> & { cc: string | null; bcc: string | null };

interface Stored {
  data: Email;
  message: string;
}

function useInvalidatingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailQueries.all() }),
  });
}

export function useSendEmail() {
  return useInvalidatingMutation(
    async (input: EmailPayload) =>
      (await (await apiRequest('POST', '/api/emails/send', input)).json()) as Stored,
  );
}

export function useSaveDraft() {
  return useInvalidatingMutation(
    async (input: EmailDraftInput | EmailPayload) =>
      (await (await apiRequest('POST', '/api/emails/draft', input)).json()) as Stored,
  );
}

export function useMarkEmailRead() {
  return useInvalidatingMutation(
    async (id: string) =>
      ((await (await apiRequest('POST', `/api/emails/${id}/read`)).json()) as { data: Email }).data,
  );
}

export function useToggleEmailStar() {
  return useInvalidatingMutation(
    async (id: string) =>
      ((await (await apiRequest('POST', `/api/emails/${id}/star`)).json()) as { data: Email }).data,
  );
}

export function useDeleteEmail() {
  return useInvalidatingMutation(async (id: string) => {
    await apiRequest('DELETE', `/api/emails/${id}`);
  });
}

/** Fills a template for the chosen client (nothing is stored, so nothing is invalidated). */
export function useRenderEmailTemplate() {
  return useMutation({
    mutationFn: async ({ template, clientId }: { template: EmailTemplateId; clientId: string | null }) =>
      (
        (await (
          await apiRequest('POST', `/api/emails/templates/${template}/render`, { clientId })
        ).json()) as { data: { subject: string; body: string } }
      ).data,
  });
}
