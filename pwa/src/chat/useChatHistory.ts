import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChatHistoryResponse } from '@contract/chat';
import { getQueryFn } from '@pwa/lib/api';
import { errorStatus } from '@pwa/lib/errorMessage';
import { chatQueries } from './chatActions';
import { useChatStore } from './chatStore';

/**
 * The stored conversation: fetched only while the panel is
 * open and a conversation exists, never again on mount or focus; a send refreshes it. Each
 * answer replaces the list, keeping the messages still on their way. A conversation the server
 * no longer has for this browser (404) is forgotten, so the welcome shows again.
 */
export function useChatHistory() {
  const isOpen = useChatStore((state) => state.isOpen);
  const conversationId = useChatStore((state) => state.conversationId);
  const query = useQuery({
    queryKey: chatQueries.history(conversationId ?? 'none'),
    queryFn: getQueryFn<ChatHistoryResponse>({ on401: 'throw' }),
    enabled: isOpen && conversationId !== null,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });

  const { data, dataUpdatedAt, error } = query;
  useEffect(() => {
    const messages = data?.data?.messages;
    if (data?.success && Array.isArray(messages)) useChatStore.getState().replaceHistory(messages);
  }, [data, dataUpdatedAt]);

  const gone = errorStatus(error) === 404;
  useEffect(() => {
    if (gone) useChatStore.getState().forgetConversation();
  }, [gone]);

  return {
    /** The first fetch of the conversation is under way. */
    isLoading: query.isLoading,
    /** The conversation could not be fetched (a gone conversation is not a failure). */
    isError: query.isError && !gone,
    /** A fetch is under way (the first, a refresh after a send, or Try Again). */
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
