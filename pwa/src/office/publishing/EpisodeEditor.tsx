import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import * as v from 'valibot';
import {
  PodcastEpisodeDraft,
  type PodcastEpisodeDraftInput,
  type WrittenPodcastEpisode,
} from '@contract/blogPublishing';
import { isNetworkError, useIsOnline } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { fieldErrors } from '../dashboard/formErrors';
import { useSaveEpisode } from './api';
import { isoToLocalInput, localInputToIso } from './format';
import { serverFieldMessages } from './serverErrors';

interface EpisodeFormValues {
  title: string;
  description: string;
  audioUrl: string;
  duration: number | null;
  episodeNumber: number | null;
  seasonNumber: number | null;
  publishedAt: string;
  isPublished: boolean;
  thumbnailUrl: string;
  transcriptUrl: string;
  tags: string[];
  spotifyUrl: string;
  appleUrl: string;
  googleUrl: string;
}

function initialValues(episode: WrittenPodcastEpisode | null): EpisodeFormValues {
  return {
    title: episode?.title ?? '',
    description: episode?.description ?? '',
    audioUrl: episode?.audioUrl ?? '',
    duration: episode?.duration ?? null,
    episodeNumber: episode?.episodeNumber ?? null,
    seasonNumber: episode?.seasonNumber ?? null,
    publishedAt: isoToLocalInput(episode?.publishedAt),
    isPublished: episode?.isPublished ?? false,
    thumbnailUrl: episode?.thumbnailUrl ?? '',
    transcriptUrl: episode?.transcriptUrl ?? '',
    tags: episode?.tags ?? [],
    spotifyUrl: episode?.spotifyUrl ?? '',
    appleUrl: episode?.appleUrl ?? '',
    googleUrl: episode?.googleUrl ?? '',
  };
}

function toDraft(values: EpisodeFormValues): PodcastEpisodeDraftInput {
  return { ...values, publishedAt: localInputToIso(values.publishedAt) };
}

const LINKS = [
  ['thumbnailUrl', 'Thumbnail address'],
  ['transcriptUrl', 'Transcript address'],
  ['spotifyUrl', 'Spotify link'],
  ['appleUrl', 'Apple Podcasts link'],
  ['googleUrl', 'Google Podcasts link'],
] as const;

interface Props {
  episode: WrittenPodcastEpisode | null;
  onClose: () => void;
}

/** Adding or editing a podcast episode; a failed save keeps everything typed. */
export function EpisodeEditor({ episode, onClose }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const online = useIsOnline();
  const save = useSaveEpisode();

  const item = (name: keyof EpisodeFormValues) => ({
    name,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  const submit = (values: EpisodeFormValues) => {
    const parsed = v.safeParse(PodcastEpisodeDraft, toDraft(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: episode?.id ?? null, draft: parsed.output },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.isPublished ? 'Episode published' : 'Episode saved',
            `"${saved.title}" is saved.`,
          );
          onClose();
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            toast.error(
              'You are offline',
              'Nothing was saved. The episode is still here: save again once you are online.',
            );
            return;
          }
          setErrors(serverFieldMessages(error));
          toast.error('Could not save the episode', errorMessage(error));
        },
      },
    );
  };

  const onValuesChange = (changed: Partial<EpisodeFormValues>) => {
    const names = Object.keys(changed);
    if (names.some((name) => errors[name]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))),
      );
  };

  return (
    <Modal
      open
      title={episode ? 'Edit Episode' : 'New Episode'}
      width={720}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            htmlType="submit"
            form="episode-editor"
            loading={save.isPending}
            disabled={!online}
          >
            Save Episode
          </Button>
        </Space>
      }
    >
      {!online && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="You are offline. The episode is saved once you are back online."
        />
      )}
      <Form<EpisodeFormValues>
        id="episode-editor"
        layout="vertical"
        initialValues={initialValues(episode)}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        <Form.Item {...item('title')} label="Episode title" required>
          <Input />
        </Form.Item>
        <Form.Item {...item('audioUrl')} label="Audio address" required>
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item {...item('description')} label="Description">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item {...item('duration')} label="Duration (seconds)">
            <InputNumber precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item {...item('episodeNumber')} label="Episode number">
            <InputNumber precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item {...item('seasonNumber')} label="Season number">
            <InputNumber precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size="large" align="start">
          <Form.Item {...item('isPublished')} label="Published" valuePropName="checked">
            <Switch checkedChildren="Published" unCheckedChildren="Draft" />
          </Form.Item>
          <Form.Item
            {...item('publishedAt')}
            label="Publish date"
            extra={errors.publishedAt ? undefined : 'Empty: now, when published.'}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <Form.Item {...item('tags')} label="Tags">
          <Select mode="tags" tokenSeparators={[',']} open={false} placeholder="Type a tag, then Enter" />
        </Form.Item>
        {LINKS.map(([name, label]) => (
          <Form.Item key={name} {...item(name)} label={label}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
