import { useState } from 'react';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import {
  PodcastEpisodeDraft,
  type PodcastEpisodeDraftInput,
  type WrittenPodcastEpisode,
} from '@contract/blogPublishing';
import { useIsOnline } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { useSaveEpisode } from './api';
import { isoToLocalInput, localInputToIso } from './format';
import { changedFrom, EditorDialog, useEditorErrors } from './EditorDialog';

interface EpisodeFormValues {
  title: string;
  description: string;
  audioUrl: string;
  audioLengthBytes: number | null;
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
    audioLengthBytes: episode?.audioLengthBytes ?? null,
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
  const [form] = Form.useForm<EpisodeFormValues>();
  const [opened] = useState(() => initialValues(episode));
  const { errors, item, checked, saveFailed, onValuesChange } = useEditorErrors<EpisodeFormValues>();
  const online = useIsOnline();
  const save = useSaveEpisode();

  const submit = (values: EpisodeFormValues) => {
    const draft = checked(PodcastEpisodeDraft, toDraft(values));
    if (!draft) return;
    save.mutate(
      { id: episode?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.isPublished ? 'Episode published' : 'Episode saved',
            `"${saved.title}" is saved.`,
          );
          onClose();
        },
        onError: (error) =>
          saveFailed(error, {
            offline: 'Nothing was saved. The episode is still here: save again once you are online.',
            failure: 'Could not save the episode',
          }),
      },
    );
  };

  return (
    <EditorDialog
      title={episode ? 'Edit Episode' : 'New Episode'}
      width={720}
      formId="episode-editor"
      saveLabel="Save Episode"
      saving={save.isPending}
      online={online}
      offlineNotice="You are offline. The episode is saved once you are back online."
      hasChanges={() => changedFrom(opened, form.getFieldsValue(true) as EpisodeFormValues)}
      onClose={onClose}
    >
      <Form<EpisodeFormValues>
        id="episode-editor"
        form={form}
        layout="vertical"
        initialValues={opened}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        <Form.Item {...item('title')} label="Episode title" required>
          <Input />
        </Form.Item>
        <Form.Item {...item('audioUrl')} label="Audio address" required>
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          {...item('audioLengthBytes')}
          label="Audio size (bytes)"
          extra={
            errors.audioLengthBytes ? undefined : 'The file’s size, which podcast apps read from the feed.'
          }
        >
          <InputNumber precision={0} min={1} style={{ width: 220 }} />
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
    </EditorDialog>
  );
}
