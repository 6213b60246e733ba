import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import {
  BlogPostDraft,
  POST_EXCERPT_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type BlogPostDraftInput,
  type WrittenBlogPost,
} from '@contract/blogPublishing';
import { isNetworkError, useIsOnline } from '@pwa/components/OfflinePage';
import { errorMessage } from '@pwa/lib/errorMessage';
import { toast } from '@pwa/components/toast';
import { useBlogCategories, usePreview, useSavePost } from './api';
import { isoToLocalInput, localInputToIso } from './format';
import { changedFrom, EditorDialog, useEditorErrors } from './EditorDialog';

interface PostFormValues {
  title: string;
  slug: string;
  markdown: string;
  excerpt: string;
  featuredImage: string;
  categoryId: string | undefined;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  published: boolean;
  publishedAt: string;
}

function initialValues(post: WrittenBlogPost | null): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    markdown: post?.markdown ?? '',
    // A made excerpt is remade from the body, so the field stays empty for it.
    excerpt: post?.excerptWritten ? post.excerpt : '',
    featuredImage: post?.featuredImage ?? '',
    categoryId: post?.categoryId ?? undefined,
    tags: post?.tags ?? [],
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    published: post?.status === 'published',
    publishedAt: isoToLocalInput(post?.publishedAt),
  };
}

function toDraft(values: PostFormValues): BlogPostDraftInput {
  return {
    title: values.title,
    slug: values.slug,
    markdown: values.markdown,
    excerpt: values.excerpt,
    featuredImage: values.featuredImage,
    categoryId: values.categoryId ?? '',
    tags: values.tags,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    status: values.published ? 'published' : 'draft',
    publishedAt: localInputToIso(values.publishedAt),
  };
}

/** The schema names the status; the form shows it on its switch. */
const FIELD_OF: Record<string, keyof PostFormValues> = { status: 'published' };

interface Props {
  /** The post to edit, or null for a new one. */
  post: WrittenBlogPost | null;
  onClose: () => void;
}

/**
 * Writing a post in Markdown. The shared contract checks it before anything is sent, so the
 * messages are the API's own; the preview is the server's sanitised HTML, exactly what will be
 * stored. A failed save keeps the dialog open with everything typed.
 */
export function PostEditor({ post, onClose }: Props) {
  const [form] = Form.useForm<PostFormValues>();
  const { errors, item, checked, saveFailed, onValuesChange } = useEditorErrors<PostFormValues>(FIELD_OF);
  const online = useIsOnline();
  const categories = useBlogCategories();
  const save = useSavePost();
  const preview = usePreview();
  const [previewShown, setPreviewShown] = useState(false);
  const [opened] = useState(() => initialValues(post));

  const submit = (values: PostFormValues) => {
    const draft = checked(BlogPostDraft, toDraft(values));
    if (!draft) return;
    save.mutate(
      { id: post?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.status === 'published' ? 'Post published' : 'Draft saved',
            `"${saved.title}" is saved at /blog/${saved.slug}.`,
          );
          onClose();
        },
        onError: (error) =>
          saveFailed(error, {
            offline: 'Nothing was saved. Your post is still here: save again once you are online.',
            failure: 'Could not save the post',
          }),
      },
    );
  };

  const showPreview = () => {
    setPreviewShown(true);
    preview.mutate((form.getFieldValue('markdown') as string | undefined) ?? '');
  };

  return (
    <EditorDialog
      title={post ? 'Edit Post' : 'New Post'}
      width={920}
      formId="post-editor"
      saveLabel="Save Post"
      saving={save.isPending}
      online={online}
      offlineNotice="You are offline. Keep writing: the post is saved and previewed once you are back online."
      hasChanges={() => changedFrom(opened, form.getFieldsValue(true) as PostFormValues)}
      onClose={onClose}
    >
      {post && !post.hasMarkdownSource && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="This post was not written here: its body is shown as HTML, which Markdown keeps as it is."
        />
      )}
      <Form<PostFormValues>
        id="post-editor"
        form={form}
        layout="vertical"
        initialValues={opened}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        <Form.Item {...item('title')} label="Title" required>
          <Input />
        </Form.Item>
        <Form.Item
          {...item('slug')}
          label="Address"
          extra={
            errors.slug
              ? undefined
              : 'Leave empty to make one from the title. Lower-case letters, digits and dashes.'
          }
        >
          <Input addonBefore="/blog/" />
        </Form.Item>
        <Form.Item {...item('markdown')} label="Body (Markdown)" required>
          <Input.TextArea rows={14} className="publishing__markdown" />
        </Form.Item>
        <div className="publishing__preview-bar">
          <Button onClick={showPreview} loading={preview.isPending} disabled={!online}>
            Preview
          </Button>
          {previewShown && (
            <Button type="link" onClick={() => setPreviewShown(false)}>
              Hide preview
            </Button>
          )}
        </div>
        {previewShown && (
          <section aria-label="Preview" className="publishing__preview" tabIndex={0}>
            {preview.isError ? (
              <p role="alert">
                {isNetworkError(preview.error)
                  ? 'The preview needs a connection.'
                  : errorMessage(preview.error, 'The preview could not be made.')}
              </p>
            ) : preview.data ? (
              <>
                <p className="publishing__preview-meta">{preview.data.readingTime} min read</p>
                {preview.data.html ? (
                  // The server's sanitised HTML: exactly what the post page will show.
                  <div
                    className="publishing__preview-body"
                    dangerouslySetInnerHTML={{ __html: preview.data.html }}
                  />
                ) : (
                  <p>Nothing to preview yet.</p>
                )}
              </>
            ) : null}
          </section>
        )}
        <Form.Item
          {...item('excerpt')}
          label="Excerpt"
          extra={errors.excerpt ? undefined : 'Leave empty to use the first 150 characters of the body.'}
        >
          <Input.TextArea rows={2} maxLength={POST_EXCERPT_MAX} showCount />
        </Form.Item>
        <Form.Item {...item('featuredImage')} label="Featured image address">
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Space wrap size="large" align="start" style={{ width: '100%' }}>
          <Form.Item {...item('categoryId')} label="Category" style={{ minWidth: 240 }}>
            <Select
              allowClear
              placeholder="Uncategorized"
              loading={categories.isPending}
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                label: category.name,
              }))}
            />
          </Form.Item>
          <Form.Item {...item('tags')} label="Tags" style={{ minWidth: 320 }}>
            <Select mode="tags" tokenSeparators={[',']} open={false} placeholder="Type a tag, then Enter" />
          </Form.Item>
        </Space>
        <Form.Item {...item('seoTitle')} label="SEO title">
          <Input maxLength={SEO_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item {...item('seoDescription')} label="SEO description">
          <Input.TextArea rows={2} maxLength={SEO_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item {...item('published')} label="Published" valuePropName="checked">
            <Switch checkedChildren="Published" unCheckedChildren="Draft" />
          </Form.Item>
          <Form.Item
            {...item('publishedAt')}
            label="Publish date"
            extra={errors.publishedAt ? undefined : 'Empty: now, when published. A later date schedules it.'}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
      </Form>
    </EditorDialog>
  );
}
