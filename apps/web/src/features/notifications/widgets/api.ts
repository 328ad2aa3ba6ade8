import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationsEndpoints as endpoints } from '@millenaire/contracts/endpoints/notifications';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { MarkRead, NotificationSettings } from '@millenaire/contracts/notifications';
import { callEndpoint, endpointPrefix, endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n/language';
import { useMemberQueries } from './use-member';

/** Every cached answer about the member's notifications (/api/notifications…): a write refreshes them all. */
const refresh = { invalidate: [endpointPrefix(endpoints.list)] };

/**
 * A refusal of the member's own lists means the session ended (elsewhere, or
 * just now, while the lists were being read again): the session check says
 * so in its own words.
 */
const SESSION_TOLD = { quiet: ['UNAUTHORIZED'] } as const;

/** The member's newest notifications and unread count; looked at again every two minutes. */
export function useNotifications(before?: number) {
  const language = useSiteLanguage();
  return useQuery({
    ...endpointQuery(
      endpoints.list,
      { query: { language, before: before === undefined ? undefined : String(before) } },
      SESSION_TOLD,
    ),
    enabled: useMemberQueries(),
    refetchInterval: 120_000,
  });
}

export function useMarkRead() {
  return useMutation({
    mutationFn: (body: MarkRead) => callEndpoint(endpoints.markRead, { body }, refresh),
  });
}

/** What the member follows (for a follow button, whether it is followed). */
export function useFollows() {
  const language = useSiteLanguage();
  return useQuery({
    ...endpointQuery(endpoints.follows, { query: { language } }, SESSION_TOLD),
    enabled: useMemberQueries(),
  });
}

export function useFollowToggle() {
  return useMutation({
    mutationFn: ({
      subject,
      language,
      follow,
    }: {
      subject: string;
      language: SiteLanguage;
      follow: boolean;
    }) =>
      callEndpoint(
        follow ? endpoints.follow : endpoints.unfollow,
        { body: { subject, language } },
        refresh,
      ),
  });
}

export function useSaveSettings() {
  return useMutation({
    mutationFn: (body: NotificationSettings) => callEndpoint(endpoints.settings, { body }, refresh),
  });
}
