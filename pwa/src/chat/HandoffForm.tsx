import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { ChatHandoff, chatMessages, type ChatHandoffResponse } from '@contract/chat';
import { fieldMessages } from '@contract/fieldMessages';
import { toast } from '@pwa/components/toast';
import { apiRequest } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useChatStore } from './chatStore';

type Field = 'name' | 'email';
type FieldErrors = Partial<Record<string, string>>;

/** The contract's messages under the fields they belong to. */
function check(values: Record<Field, string>) {
  const result = v.safeParse(ChatHandoff, values);
  if (result.success) return { output: result.output, errors: {} as FieldErrors };
  return { output: null, errors: fieldMessages(result.issues) };
}

async function requestAgent(conversationId: string, input: ChatHandoff): Promise<string> {
  const res = await apiRequest('POST', `/api/chat/${encodeURIComponent(conversationId)}/handoff`, input);
  const answer = (await res.json()) as Partial<ChatHandoffResponse>;
  return typeof answer.message === 'string' && answer.message ? answer.message : chatMessages.handoffReceived;
}

/**
 * "Talk to a travel agent", under an answer that offers it: a name and an e-mail address, and
 * an agent takes the conversation from there. The agency's reply replaces the form.
 */
export function HandoffForm({ conversationId }: { conversationId: string }) {
  const formId = useId();
  const notice = useChatStore((state) => state.handoffNotice);
  const setHandoffNotice = useChatStore((state) => state.setHandoffNotice);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (input: ChatHandoff) => requestAgent(conversationId, input),
    onSuccess: (message) => {
      setHandoffNotice(message);
      toast.success('Request sent', message);
    },
    // The form checked what the server checks: its answer is for the toast.
    onError: (error) => {
      toast.error('Request failed', errorMessage(error));
    },
  });

  if (notice) return <p className="chat-handoff__done">{notice}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = check(values);
    setErrors(found);
    if (!output) {
      const first = (['name', 'email'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    mutation.mutate(output);
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return (
      <div className="chat-handoff__field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (error) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error && (
          <span id={`${id}-error`} className="chat-handoff__error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="chat-handoff" noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="chat-handoff__title">
        Talk to a travel agent
      </h3>
      <p className="chat-handoff__text">Leave your name and e-mail address and an agent will contact you.</p>
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Contact me'}
      </button>
    </form>
  );
}
